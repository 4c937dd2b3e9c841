import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv, Session } from '../../core/context';
import { authRequired, badRequest, forbidden, notFound } from '../../core/errors';
import { localize, requestLanguage } from '../../core/localized';
import { ok, readBody } from '../../core/respond';
import { countCodeRequest } from '../../core/throttle';
import { consumeCodeGuarded, createCode } from './otp';
import { ALMA_PROVIDER_ID, checkedPhone, requireProvider } from './providers';
import { assertAllowedCountry, optionalString, requiredId, requiredString } from './request';
import { issueToken, nowSeconds } from './tokens';
import { createUser, findUserByPhone, getUser } from './users';

interface AddressRow {
  id: number;
  phone: string;
  address: string;
  provider_id: number;
}

/** Section 5: the regional provider's masks: numbers starting with 7 have 11 digits and 4-digit codes, others 9 and 8. */
function mwPhone(ctx: PlatformContext, raw: string): { phone: string; codeLength: number } {
  const { phone, otpLength } = checkedPhone(raw, requireProvider(ctx, ALMA_PROVIDER_ID));
  return { phone, codeLength: otpLength };
}

/** The regional calls carry the access token in the body (`token`) as well as the usual places. */
function mwSession(ctx: PlatformContext, c: Context<PlatformEnv>, body: Record<string, unknown>): Session {
  const session = c.get('session');
  if (session) return session;
  const token = optionalString(body, 'token');
  const row = token
    ? (ctx.db
        .prepare(`SELECT t.*, u.is_guest FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token = ? AND t.expires_at > ?`)
        .get(token, nowSeconds(ctx)) as { token: string; user_id: number; device_id: string | null; profile_id: number | null; is_guest: number } | undefined)
    : undefined;
  if (!row) throw authRequired();
  return { token: row.token, userId: row.user_id, deviceId: row.device_id, profileId: row.profile_id, isGuest: row.is_guest === 1 };
}

function addressesOf(ctx: PlatformContext, phone: string | null): AddressRow[] {
  if (!phone) return [];
  return ctx.db.prepare(`SELECT * FROM mw_addresses WHERE phone = ? ORDER BY id`).all(phone) as AddressRow[];
}

export function mwRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.post('/v2/mw/otps', async (c) => {
    assertAllowedCountry(c);
    const { phone, codeLength } = mwPhone(ctx, requiredString(await readBody(c), 'phone'));
    countCodeRequest(ctx, c, phone);
    const row = createCode(ctx, { phone, providerId: ALMA_PROVIDER_ID, length: codeLength, sendMethod: 'sms' });
    return ok(c, { phone, identifier: row.identifier, send_method: 'sms', code_length: codeLength, expires_at: row.expires_at }, 201);
  });

  /** New phones become users of the regional provider; the answer says whether an address or a city must be picked. */
  app.post('/v2/mw/auth/otp', async (c) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const { phone } = mwPhone(ctx, requiredString(body, 'phone'));
    consumeCodeGuarded(ctx, c, { phone }, requiredString(body, 'token'));
    const user = findUserByPhone(ctx, phone) ?? createUser(ctx, { username: `mw-${phone}`, phone, isGuest: false, providerId: ALMA_PROVIDER_ID });
    const addresses = addressesOf(ctx, phone);
    const place = ctx.db.prepare(`SELECT * FROM mw_user_places WHERE user_id = ?`).get(user.id) as { city_id: number | null; address_id: number | null } | undefined;
    return ok(c, {
      ...issueToken(ctx, { userId: user.id, deviceId: null, language: requestLanguage(c) }),
      addresses: addresses.map((address) => ({ address_id: address.id, address: address.address, provider_id: address.provider_id, user_id: user.id })),
      need_address: addresses.length > 1 && !place?.address_id,
      need_city: addresses.length === 0 && !place?.city_id,
    });
  });

  app.get('/v2/mw/cities', (c) => {
    const language = requestLanguage(c);
    const rows = ctx.db.prepare(`SELECT * FROM mw_cities ORDER BY id`).all() as { id: number; name: string }[];
    return ok(c, rows.map((row) => ({ id: row.id, name: localize(row.name, language) })));
  });

  app.post('/v2/mw/set_city', async (c) => {
    const body = await readBody(c);
    const session = mwSession(ctx, c, body);
    const cityId = requiredId(body.city_id ?? body.id, 'city_id');
    const city = ctx.db.prepare(`SELECT * FROM mw_cities WHERE id = ?`).get(cityId) as { id: number; name: string } | undefined;
    if (!city) throw notFound(`City ${cityId} does not exist.`);
    ctx.db
      .prepare(`INSERT INTO mw_user_places (user_id, city_id) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET city_id = excluded.city_id`)
      .run(session.userId, cityId);
    return ok(c, { city: { id: city.id, name: localize(city.name, requestLanguage(c)) } });
  });

  app.post('/v2/mw/set_address', async (c) => {
    const body = await readBody(c);
    const session = mwSession(ctx, c, body);
    const addressId = requiredId(body.address_id, 'address_id');
    if (body.user_id !== undefined && requiredId(body.user_id, 'user_id') !== session.userId) {
      throw forbidden('The address can only be chosen for your own account.');
    }
    const user = getUser(ctx, session.userId);
    const address = addressesOf(ctx, user.phone).find((row) => row.id === addressId);
    if (!address) throw notFound(`Address ${addressId} does not belong to this subscriber.`);
    if (body.provider_id !== undefined && requiredId(body.provider_id, 'provider_id') !== address.provider_id) {
      throw badRequest('The address belongs to another provider.', { provider_id: ['Does not match the address.'] });
    }
    ctx.db
      .prepare(`INSERT INTO mw_user_places (user_id, address_id) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET address_id = excluded.address_id`)
      .run(session.userId, addressId);
    return ok(c, { address_id: address.id, address: address.address, provider_id: address.provider_id, user_id: session.userId });
  });

  /** Status 0 normal, -1 payment due (client opens pay_qr_kaspi), -2 blocked (client opens block_alma). */
  app.get('/v2/mw/status_block', (c) => {
    const session = mwSession(ctx, c, { token: c.req.query('token') });
    const user = getUser(ctx, session.userId);
    const row = user.phone
      ? (ctx.db.prepare(`SELECT * FROM mw_subscribers WHERE phone = ?`).get(user.phone) as
          | { status: number; amount: number; balance: number; message_detail: string }
          | undefined)
      : undefined;
    return ok(c, {
      status: row?.status ?? 0,
      amount: row?.amount ?? 0,
      balance: row?.balance ?? 0,
      username: user.first_name || user.username,
      message_detail: localize(row?.message_detail ?? '', requestLanguage(c)),
    });
  });
}
