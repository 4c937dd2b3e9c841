import type { PlatformContext } from '../../core/context';
import { localizedJson } from '../../core/localized';
import { hashPasswordAtSeed } from './passwords';
import { createProfile } from './profiles';
import { ALMA_PROVIDER_ID } from './providers';
import { createUser } from './users';

/** Demo accounts documented in platform/docs/identity.md. */
export const DEMO_MEMBER = {
  username: 'demo',
  password: 'demo123',
  phone: '77010000001',
  firstName: 'Алия',
  email: 'demo@demo-tv.example',
} as const;

export const DEMO_PARENT = {
  username: 'parent',
  password: 'demo123',
  phone: '77010000002',
  firstName: 'Марат',
  email: 'parent@demo-tv.example',
  parentalCode: '1234',
} as const;

/**
 * Subscribers known to the regional partner's middleware (/v2/mw): block status 0 is normal, -1 owes money
 * (the client opens the QR payment), -2 is blocked (the client opens block_alma).
 */
export const MW_DEMO_PHONES = {
  normal: '77020000001',
  debt: '77020000002',
  blocked: '77020000003',
  shortNumber: '555000001',
} as const;

function seedMiddleware(ctx: PlatformContext) {
  const city = ctx.db.prepare(`INSERT INTO mw_cities (id, name) VALUES (?, ?)`);
  city.run(1, localizedJson({ ru: 'Алматы', en: 'Almaty', kk: 'Алматы', uz: 'Olmaota' }));
  city.run(2, localizedJson({ ru: 'Астана', en: 'Astana', kk: 'Астана', uz: 'Astana' }));
  city.run(3, localizedJson({ ru: 'Шымкент', en: 'Shymkent', kk: 'Шымкент', uz: 'Chimkent' }));

  const subscriber = ctx.db.prepare(
    `INSERT INTO mw_subscribers (phone, status, amount, balance, message_detail) VALUES (?, ?, ?, ?, ?)`,
  );
  subscriber.run(MW_DEMO_PHONES.normal, 0, 0, 5000, localizedJson({ ru: '', en: '' }));
  subscriber.run(
    MW_DEMO_PHONES.debt,
    -1,
    2990,
    0,
    localizedJson({
      ru: 'Оплатите 2990 ₸, чтобы продолжить просмотр.',
      en: 'Pay 2990 ₸ to keep watching.',
      kk: 'Көруді жалғастыру үшін 2990 ₸ төлеңіз.',
      uz: 'Tomosha qilishni davom ettirish uchun 2990 ₸ toʻlang.',
    }),
  );
  subscriber.run(
    MW_DEMO_PHONES.blocked,
    -2,
    0,
    0,
    localizedJson({
      ru: 'Услуга заблокирована. Обратитесь в поддержку Алма ТВ.',
      en: 'The service is blocked. Contact Alma TV support.',
      kk: 'Қызмет бұғатталған. Алма ТВ қолдау қызметіне хабарласыңыз.',
      uz: 'Xizmat bloklangan. Alma TV yordam xizmatiga murojaat qiling.',
    }),
  );
  subscriber.run(MW_DEMO_PHONES.shortNumber, 0, 0, 1200, localizedJson({ ru: '', en: '' }));

  const address = ctx.db.prepare(`INSERT INTO mw_addresses (id, phone, address, provider_id) VALUES (?, ?, ?, ?)`);
  address.run(1, MW_DEMO_PHONES.normal, 'Алматы, ул. Абая 10, кв. 5', ALMA_PROVIDER_ID);
  address.run(2, MW_DEMO_PHONES.normal, 'Алматы, ул. Сатпаева 22, кв. 14', ALMA_PROVIDER_ID);
  address.run(3, MW_DEMO_PHONES.debt, 'Астана, пр. Республики 3, кв. 7', ALMA_PROVIDER_ID);
  address.run(4, MW_DEMO_PHONES.blocked, 'Шымкент, ул. Тауке хана 8', ALMA_PROVIDER_ID);
  address.run(5, MW_DEMO_PHONES.shortNumber, 'Алматы, мкр. Самал-2, д. 33', ALMA_PROVIDER_ID);
}

export function seedDemoAccounts(ctx: PlatformContext) {
  createUser(ctx, { ...DEMO_MEMBER, passwordHash: hashPasswordAtSeed(DEMO_MEMBER.password), isGuest: false });
  const parent = createUser(ctx, { ...DEMO_PARENT, passwordHash: hashPasswordAtSeed(DEMO_PARENT.password), isGuest: false });
  ctx.db
    .prepare(`UPDATE users SET parental_code = ?, parental_status = 'set', birth_year = 1985 WHERE id = ?`)
    .run(DEMO_PARENT.parentalCode, parent.id);
  createProfile(ctx, parent.id, { name: 'Дети', role: 'child', iconAvatarId: 13 });
  seedMiddleware(ctx);
}
