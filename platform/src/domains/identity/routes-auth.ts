import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { requestLanguage } from '../../core/localized';
import { ok, readBody } from '../../core/respond';
import { requireSession } from '../../core/session';
import { TELEGRAM_BOT_URL } from './constants';
import { consumeCode, createCode, pendingCode, SEND_METHODS, type SendMethod } from './otp';
import { verifyPassword } from './passwords';
import { DEMO_PROVIDER_ID, otpLengthOf, requireProvider, validPhone, type ProviderRow } from './providers';
import { assertAllowedCountry, digitsOf, optionalString, readBoolean, requiredId, requiredString } from './request';
import { issueToken, nowSeconds } from './tokens';
import { createUser, findUserByPhone, userJson, type UserRow } from './users';

function providerOf(ctx: PlatformContext, requested: string | undefined): ProviderRow {
  return requireProvider(ctx, requested || DEMO_PROVIDER_ID);
}

function invalidPhone(phone: string) {
  return badRequest(`No user has the phone ${phone}. Register it first.`, { phone: ['Unknown phone number.'] }, 'invalid_phone');
}

export function authRoutes(app: PlatformApp, ctx: PlatformContext) {
  /** Guest ({username, password, is_guest: true}) or member by phone ({phone, ...}). */
  app.post('/v2/users', async (c) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const provider = providerOf(ctx, optionalString(body, 'provider_id') ?? c.req.query('provider'));
    let user: UserRow;
    if (readBoolean(body.is_guest)) {
      if (provider.is_guest_allowed !== 1) throw forbidden('This provider does not allow guests.', 'guest_not_allowed');
      user = createUser(ctx, {
        username: requiredString(body, 'username'),
        password: requiredString(body, 'password'),
        isGuest: true,
        providerId: provider.id,
      });
    } else {
      const phone = validPhone(requiredString(body, 'phone'), provider);
      user = createUser(ctx, {
        username: optionalString(body, 'username') || phone,
        password: optionalString(body, 'password'),
        phone,
        firstName: optionalString(body, 'first_name'),
        isGuest: false,
        providerId: provider.id,
      });
    }
    return ok(c, userJson(ctx, user, requestLanguage(c)), 201);
  });

  app.post('/v2/auth/login', async (c) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const login = requiredString(body, 'login');
    const password = requiredString(body, 'password');
    /** A guest's username may look like someone's phone, so every matching account is tried. */
    const candidates = ctx.db
      .prepare(`SELECT * FROM users WHERE username = ? OR (phone IS NOT NULL AND phone = ?) OR (email IS NOT NULL AND email = ?)`)
      .all(login, digitsOf(login) || login, login.toLowerCase()) as UserRow[];
    const user = candidates.find((candidate) => verifyPassword(password, candidate.password_hash));
    if (!user) {
      throw badRequest('Wrong login or password.', { login: ['Wrong login or password.'] }, 'invalid_credentials');
    }
    return ok(c, issueToken(ctx, user.id, null));
  });

  app.post('/v2/otps', async (c) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const raw = requiredString(body, 'phone');
    const known = findUserByPhone(ctx, digitsOf(raw));
    const provider = known ? requireProvider(ctx, known.provider_id) : providerOf(ctx, c.req.query('provider'));
    const phone = validPhone(raw, provider);
    if (!known) throw invalidPhone(phone);
    const method = (optionalString(body, 'send_method') ?? 'sms') as SendMethod;
    if (!SEND_METHODS.includes(method)) throw badRequest(`Unknown send method ${method}.`, { send_method: [`One of ${SEND_METHODS.join(', ')}.`] });
    const row = createCode(ctx, { phone, providerId: provider.id, length: otpLengthOf(provider), sendMethod: method });
    return ok(
      c,
      {
        phone,
        identifier: row.identifier,
        send_method: method,
        code_length: row.code.length,
        expires_at: row.expires_at,
        message: readBoolean(body.can_display_message) ? `The code was sent to +${phone}.` : null,
      },
      201,
    );
  });

  app.post('/v2/auth/otp', async (c) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const phone = digitsOf(requiredString(body, 'phone'));
    const row = consumeCode(ctx, { phone }, requiredString(body, 'token'));
    const user = findUserByPhone(ctx, row.phone);
    if (!user) throw invalidPhone(row.phone);
    return ok(c, issueToken(ctx, user.id, null));
  });

  /** {identifier} is the identifier answered by POST /v2/otps, or the phone itself. */
  const otpByIdentifier = async (c: Context<PlatformEnv>) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const identifier = c.req.param('identifier') ?? '';
    const by = /^\d+$/.test(identifier) ? { phone: identifier } : { identifier };
    const row = consumeCode(ctx, by, requiredString(body, 'token'));
    const user = findUserByPhone(ctx, row.phone);
    if (!user) throw invalidPhone(row.phone);
    return ok(c, issueToken(ctx, user.id, null));
  };
  app.post('/v2/auth/otp/:identifier', otpByIdentifier);
  app.post('/v2/auth/otp/:identifier/', otpByIdentifier);

  app.get('/v2/otp/send_methods', (c) => {
    const phone = digitsOf(c.req.query('phone') ?? '');
    if (!phone) throw badRequest('phone is required.', { phone: ['This field is required.'] }, 'required');
    return ok(c, { methods: SEND_METHODS, link: `${TELEGRAM_BOT_URL}?start=${phone}` });
  });

  app.get('/v2/otp/exist', (c) => {
    const phone = digitsOf(c.req.query('phone') ?? '');
    if (!phone) throw badRequest('phone is required.', { phone: ['This field is required.'] }, 'required');
    const row = pendingCode(ctx, { phone });
    return ok(c, { otp_exist: Boolean(row && row.send_method === 'telegram' && row.delivered === 1) });
  });

  app.post('/v2/auth/device', async (c) => {
    assertAllowedCountry(c);
    const session = requireSession(c);
    const body = await readBody(c);
    const deviceId = requiredId(body.device_id, 'device_id');
    const device = ctx.db.prepare(`SELECT id FROM devices WHERE id = ? AND user_id = ?`).get(deviceId, session.userId);
    if (!device) throw notFound(`Device ${body.device_id ?? ''} is not registered for this user.`);
    ctx.db.prepare(`UPDATE devices SET login_at = ? WHERE id = ?`).run(nowSeconds(ctx), deviceId);
    return ok(c, issueToken(ctx, session.userId, deviceId, session.profileId));
  });
}
