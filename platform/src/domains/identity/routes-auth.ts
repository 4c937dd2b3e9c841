import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { authRequired, badRequest, forbidden, notFound } from '../../core/errors';
import { requestLanguage } from '../../core/localized';
import { ok, readBody } from '../../core/respond';
import { readToken } from '../../core/session';
import { countCodeRequest, secretAttempt } from '../../core/throttle';
import { PASSWORD_MAX_LENGTH, TELEGRAM_BOT_URL, USERNAME_MAX_LENGTH } from './constants';
import { consumeCodeGuarded, createCode, pendingCode, SEND_METHODS, type SendMethod } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { checkedPhone, DEMO_PROVIDER_ID, requireProvider, validPhone, type ProviderRow } from './providers';
import { assertAllowedCountry, boundedString, digitsOf, optionalString, readBoolean, requiredDeviceId, requiredString } from './request';
import { issueToken, nowSeconds } from './tokens';
import { createUser, findUserByPhone, userJson, type UserRow } from './users';

/** Whose token this was, expired or not (a token ended by logout or device removal is gone from the table). */
function lapsedTokenOwner(ctx: PlatformContext, token: string | null): { userId: number; profileId: number | null } | null {
  if (!token) return null;
  const row = ctx.db.prepare(`SELECT user_id, profile_id FROM tokens WHERE token = ?`).get(token) as
    | { user_id: number; profile_id: number | null }
    | undefined;
  return row ? { userId: row.user_id, profileId: row.profile_id } : null;
}

function providerOf(ctx: PlatformContext, requested: string | undefined): ProviderRow {
  return requireProvider(ctx, requested || DEMO_PROVIDER_ID);
}

function invalidPhone(phone: string) {
  return badRequest(`No user has the phone ${phone}. Register it first.`, { phone: ['Unknown phone number.'] }, 'invalid_phone');
}

interface RegistrationRow {
  phone: string;
  provider_id: number;
}

function registrationOf(ctx: PlatformContext, phone: string): RegistrationRow | undefined {
  return ctx.db.prepare(`SELECT phone, provider_id FROM phone_registrations WHERE phone = ?`).get(phone) as RegistrationRow | undefined;
}

/** The phone's account; a registered phone whose code was just confirmed becomes one now. */
function accountOfConfirmedPhone(ctx: PlatformContext, phone: string): UserRow {
  const user = findUserByPhone(ctx, phone);
  if (user) return user;
  const registration = registrationOf(ctx, phone);
  if (!registration) throw invalidPhone(phone);
  return ctx.db.transaction(() => {
    ctx.db.prepare(`DELETE FROM phone_registrations WHERE phone = ?`).run(phone);
    return createUser(ctx, { username: phone, phone, isGuest: false, providerId: registration.provider_id });
  })();
}

export function authRoutes(app: PlatformApp, ctx: PlatformContext) {
  /**
   * Guest ({username, password, is_guest: true}), or a phone registration ({phone}). A phone becomes an account
   * only when its owner confirms the code (POST /v2/auth/otp), so nobody can create, name or give a password to
   * someone else's account before them: the registration keeps the phone and provider alone.
   */
  app.post('/v2/users', async (c) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const provider = providerOf(ctx, optionalString(body, 'provider_id') ?? c.req.query('provider'));
    if (readBoolean(body.is_guest)) {
      if (provider.is_guest_allowed !== 1) throw forbidden('This provider does not allow guests.', 'guest_not_allowed');
      const username = boundedString(body, 'username', USERNAME_MAX_LENGTH);
      const password = boundedString(body, 'password', PASSWORD_MAX_LENGTH);
      const user = createUser(ctx, { username, passwordHash: await hashPassword(password), isGuest: true, providerId: provider.id });
      return ok(c, userJson(ctx, user, requestLanguage(c)));
    }
    const phone = validPhone(requiredString(body, 'phone'), provider);
    if (findUserByPhone(ctx, phone)) {
      throw badRequest('A user with this phone already exists.', { phone: ['A user with this phone already exists.'] }, 'duplicate_phone');
    }
    ctx.db
      .prepare(`INSERT OR REPLACE INTO phone_registrations (phone, provider_id, created_at) VALUES (?, ?, ?)`)
      .run(phone, provider.id, nowSeconds(ctx));
    return ok(c, { phone, is_guest: false, is_confirmed: false });
  });

  app.post('/v2/auth/login', async (c) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const login = boundedString(body, 'login', USERNAME_MAX_LENGTH);
    const password = boundedString(body, 'password', PASSWORD_MAX_LENGTH);
    const attempt = secretAttempt(ctx, c, 'password', login.toLowerCase());
    /** A guest's username may look like someone's phone, so every matching account is tried. */
    const candidates = ctx.db
      .prepare(`SELECT * FROM users WHERE username = ? OR (phone IS NOT NULL AND phone = ?) OR (email IS NOT NULL AND email = ?)`)
      .all(login, digitsOf(login) || login, login.toLowerCase()) as UserRow[];
    let user: UserRow | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(password, candidate.password_hash)) {
        user = candidate;
        break;
      }
    }
    if (!user) {
      attempt.failed();
      throw badRequest('Wrong login or password.', { login: ['Wrong login or password.'] }, 'invalid_credentials');
    }
    attempt.succeeded();
    return ok(c, issueToken(ctx, { userId: user.id, deviceId: null, language: requestLanguage(c) }));
  });

  app.post('/v2/otps', async (c) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const raw = requiredString(body, 'phone');
    const known = findUserByPhone(ctx, digitsOf(raw));
    const registered = known ? undefined : registrationOf(ctx, digitsOf(raw));
    const providerId = known?.provider_id ?? registered?.provider_id;
    const provider = providerId ? requireProvider(ctx, providerId) : providerOf(ctx, c.req.query('provider'));
    const { phone, otpLength } = checkedPhone(raw, provider);
    if (!known && !registered) throw invalidPhone(phone);
    const method = (optionalString(body, 'send_method') ?? 'sms') as SendMethod;
    if (!SEND_METHODS.includes(method)) throw badRequest(`Unknown send method ${method}.`, { send_method: [`One of ${SEND_METHODS.join(', ')}.`] });
    countCodeRequest(ctx, c, phone);
    const row = createCode(ctx, { phone, providerId: provider.id, length: otpLength, sendMethod: method });
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
    );
  });

  app.post('/v2/auth/otp', async (c) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const phone = digitsOf(requiredString(body, 'phone'));
    const row = consumeCodeGuarded(ctx, c, { phone }, requiredString(body, 'token'));
    return ok(c, issueToken(ctx, { userId: accountOfConfirmedPhone(ctx, row.phone).id, deviceId: null, language: requestLanguage(c) }));
  });

  /** {identifier} is the identifier answered by POST /v2/otps, or the phone itself. */
  const otpByIdentifier = async (c: Context<PlatformEnv>) => {
    assertAllowedCountry(c);
    const body = await readBody(c);
    const identifier = c.req.param('identifier') ?? '';
    const by = /^\d+$/.test(identifier) ? { phone: identifier } : { identifier };
    const row = consumeCodeGuarded(ctx, c, by, requiredString(body, 'token'));
    return ok(c, issueToken(ctx, { userId: accountOfConfirmedPhone(ctx, row.phone).id, deviceId: null, language: requestLanguage(c) }));
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

  /**
   * Re-authorizes a registered device with a token its user was given, an expired one too: that is how a session
   * outlives its token. A token ended by logout or device removal re-authorizes nothing.
   */
  app.post('/v2/auth/device', async (c) => {
    assertAllowedCountry(c);
    const owner = c.get('session') ?? lapsedTokenOwner(ctx, readToken(c));
    if (!owner) throw authRequired();
    const body = await readBody(c);
    const deviceId = requiredDeviceId(body.device_id, 'device_id');
    const device = ctx.db.prepare(`SELECT id FROM devices WHERE id = ? AND user_id = ?`).get(deviceId, owner.userId);
    if (!device) throw notFound(`Device ${deviceId} is not registered for this user.`);
    ctx.db.prepare(`UPDATE devices SET login_at = ? WHERE id = ?`).run(nowSeconds(ctx), deviceId);
    return ok(c, issueToken(ctx, { userId: owner.userId, deviceId, profileId: owner.profileId, language: requestLanguage(c) }));
  });
}
