import type { PlatformContext } from '../../core/context';
import type { LocalizedText } from '../../core/localized';
import { PACKET_ID } from './entitlements';
import { daysSeconds, kzt } from './money';
import { DEMO_PACKET_ID } from './seed-packets';

const t = (ru: string, en: string, kk: string, uz: string): LocalizedText => ({ ru, en, kk, uz });

/** Demo promo codes, one per branch of the promo wizard (catalogue-vod-billing.md section 4, "Promo wizard"). */
export const DEMO_PROMO_CODES = {
  plain: 'WELCOME',
  bonus: 'BONUS500',
  confirm: 'KIDS14',
  card: 'CINEMA30',
  expired: 'EXPIRED2025',
  used: 'USED100',
} as const;

interface PromoSeed {
  key: string;
  description: LocalizedText;
  confirm?: { title: LocalizedText; text: LocalizedText; desc: LocalizedText };
  needsCard?: boolean;
  amount?: number;
  days?: number;
  packetIds?: number[];
  afterTrial?: boolean;
  /** Relative to seed time; negative is already expired. */
  expiresInDays?: number;
  maxUses?: number;
}

const PROMO_SEEDS: PromoSeed[] = [
  {
    key: DEMO_PROMO_CODES.plain,
    description: t(
      'Неделя премьер в подарок',
      'A free week of premieres',
      'Премьералар аптасы сыйлыққа',
      'Premyeralar haftasi sovg‘aga',
    ),
    days: 7,
    packetIds: [DEMO_PACKET_ID.premiereWeek],
    maxUses: 1000,
  },
  {
    key: DEMO_PROMO_CODES.bonus,
    description: t('500 ₸ на баланс', '500 ₸ to the balance', 'Балансқа 500 ₸', 'Balansga 500 ₸'),
    amount: kzt(500),
    maxUses: 1000,
  },
  {
    key: DEMO_PROMO_CODES.confirm,
    description: t(
      '14 дней «Детского» бесплатно',
      '14 days of Kids for free',
      '«Балалар» 14 күн тегін',
      '«Bolalar» 14 kun bepul',
    ),
    confirm: {
      title: t('Подключить «Детский»?', 'Turn on Kids?', '«Балалар» қосылсын ба?', '«Bolalar» ulansinmi?'),
      text: t(
        '14 дней бесплатно, затем 990 ₸ в месяц. Продление можно отключить в любой момент.',
        '14 days free, then 990 ₸ a month. You can turn renewal off at any time.',
        '14 күн тегін, кейін айына 990 ₸. Ұзартуды кез келген уақытта өшіруге болады.',
        '14 kun bepul, keyin oyiga 990 ₸. Uzaytirishni istalgan vaqtda o‘chirish mumkin.',
      ),
      desc: t(
        'Списание с баланса после пробного периода',
        'Charged to the balance after the trial',
        'Сынақ кезеңінен кейін баланстан алынады',
        'Sinov davridan keyin balansdan yechiladi',
      ),
    },
    days: 14,
    packetIds: [PACKET_ID.kids],
    afterTrial: true,
    maxUses: 1000,
  },
  {
    key: DEMO_PROMO_CODES.card,
    description: t(
      '30 дней «Кино» при привязке карты',
      '30 days of Cinema with a linked card',
      'Карта байлағанда «Кино» 30 күн',
      'Karta bog‘lansa «Kino» 30 kun',
    ),
    needsCard: true,
    days: 30,
    packetIds: [PACKET_ID.cinema],
    afterTrial: true,
    maxUses: 1000,
  },
  {
    key: DEMO_PROMO_CODES.expired,
    description: t('Летняя акция', 'Summer promotion', 'Жазғы акция', 'Yozgi aksiya'),
    days: 30,
    packetIds: [PACKET_ID.sport],
    expiresInDays: -30,
  },
  {
    key: DEMO_PROMO_CODES.used,
    description: t('100 ₸ на баланс', '100 ₸ to the balance', 'Балансқа 100 ₸', 'Balansga 100 ₸'),
    amount: kzt(100),
    maxUses: 1000,
  },
];

export function seedPromoKeys(ctx: PlatformContext) {
  const now = Math.floor(ctx.now() / 1000);
  const insert = ctx.db.prepare(
    `INSERT INTO promo_keys (key, description, is_need_confirm, confirmation_title, confirmation_text, confirmation_desc, needs_card,
       amount, days, packet_ids, packets_after_trial, after_renew_packet_id, expires_at, max_uses)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const json = (value: unknown) => (value == null ? null : JSON.stringify(value));
  for (const seed of PROMO_SEEDS) {
    const packetIds = seed.packetIds ?? [];
    insert.run(
      seed.key,
      json(seed.description),
      seed.confirm ? 1 : 0,
      json(seed.confirm?.title),
      json(seed.confirm?.text),
      json(seed.confirm?.desc),
      seed.needsCard ? 1 : 0,
      seed.amount ?? 0,
      seed.days ?? 0,
      json(packetIds),
      json(seed.afterTrial ? packetIds : []),
      seed.afterTrial ? packetIds[0] : null,
      seed.expiresInDays == null ? null : now + daysSeconds(seed.expiresInDays),
      seed.maxUses ?? 1,
    );
  }
}
