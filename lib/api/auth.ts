import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import { unreadableAnswerError, type ApiClient } from './client';
import { ApiError } from './errors';
import { readGrantFields, type GrantFields } from './grant-fields';
import type { RawMwGrant, RawOtpSent, RawUser } from './raw/identity';
import { grantDeviceId, grantExpirySeconds, grantProfileId, type RawTokenGrant } from './token-grant';
import type {
  MwAddress,
  MwBlockStatus,
  MwCity,
  MwGrant,
  MwStatusBlock,
  OtpSendMethod,
  OtpSendMethods,
  OtpSent,
  DeviceId,
  TokenGrant,
} from './types/identity';

/**
 * Auth calls of core-session-account.md section 7. The one-time-code endpoints handle 401 themselves
 * (section 8), so they skip the client's re-authorization hook.
 */

/**
 * In the browser the gateway has taken the token out (it lives in an httpOnly cookie), so `accessToken` is '' there.
 * `expiresAtMs` is 0 when the grant names no expiry: callers then apply their fallback lifetime.
 */
export function toTokenGrant(raw: RawTokenGrant): TokenGrant {
  const expiresAt = grantExpirySeconds(raw);
  return {
    accessToken: typeof raw.access_token === 'string' ? raw.access_token : '',
    expiresAtMs: expiresAt === null ? 0 : expiresAt * 1000,
    userId: raw.user_id ?? null,
    deviceId: grantDeviceId(raw),
    profileId: grantProfileId(raw),
    wasGuest: raw.was_guest ?? null,
  };
}

function toOtpSent(raw: RawOtpSent): OtpSent {
  return {
    phone: raw.phone,
    identifier: raw.identifier,
    sendMethod: raw.send_method,
    codeLength: raw.code_length,
    // An operator that names no code expiry: the code is taken as valid until the platform says otherwise.
    expiresAtMs: typeof raw.expires_at === 'number' ? raw.expires_at * 1000 : 0,
    message: raw.message ?? null,
  };
}

/**
 * Guest creation (section 4): a generated username and password; log in with them afterwards. Only the new user's id
 * is read: the operator answers a BaseUser (wire-format page, A. "POST /v2/users") without the provider and profile a
 * full viewer has, and working clients read no more than its id.
 */
export async function createGuestUser(api: ApiClient, credentials: { username: string; password: string }): Promise<{ id: number | string }> {
  const raw = await api.post<Partial<RawUser> | null>('/v2/users', { ...credentials, is_guest: true });
  const id = raw && typeof raw === 'object' ? raw.id : undefined;
  if (typeof id !== 'number' && typeof id !== 'string') throw unreadableAnswerError();
  return { id };
}

/**
 * Registers a phone after sending a code failed with invalid_phone (section 4 "Login by code"). The account
 * itself is made only when the code sent next is confirmed, so this answers no user yet.
 */
export async function registerByPhone(api: ApiClient, phone: string, provider?: string | null): Promise<void> {
  await api.post<unknown>('/v2/users', { phone }, { query: providerQuery(provider) });
}

/** The provider whose phone masks apply to a new phone (core-session-account.md section 5); none: the platform's. */
function providerQuery(provider: string | null | undefined): Record<string, string> | undefined {
  return provider ? { provider } : undefined;
}

export async function login(api: ApiClient, credentials: { login: string; password: string }): Promise<TokenGrant> {
  return toTokenGrant(await api.post<RawTokenGrant>('/v2/auth/login', credentials));
}

export async function sendOtp(
  api: ApiClient,
  phone: string,
  options: { sendMethod?: OtpSendMethod; canDisplayMessage?: boolean; provider?: string | null } = {},
): Promise<OtpSent> {
  const raw = await api.post<RawOtpSent>(
    '/v2/otps',
    { phone, send_method: options.sendMethod ?? 'sms', can_display_message: options.canDisplayMessage ?? false },
    { ignoreAuthErrors: true, query: providerQuery(options.provider) },
  );
  return toOtpSent(raw);
}

/** Wrong codes fail with invalid_code, used or expired ones with code_expired. */
export async function authByOtp(api: ApiClient, phone: string, code: string): Promise<TokenGrant> {
  return toTokenGrant(await api.post<RawTokenGrant>('/v2/auth/otp', { phone, token: code }, { ignoreAuthErrors: true }));
}

export async function getOtpSendMethods(api: ApiClient, phone: string): Promise<OtpSendMethods> {
  const raw = await api.get<{ methods: OtpSendMethod[]; link: string }>('/v2/otp/send_methods', { query: { phone } });
  return { methods: raw.methods, telegramLink: raw.link };
}

/** Polled every 5 s during the Telegram flow, so never cached. */
export async function otpExists(api: ApiClient, phone: string): Promise<boolean> {
  return (await api.get<{ otp_exist: boolean }>('/v2/otp/exist', { query: { phone }, cacheMs: CACHE_LIFETIME_MS.none })).otp_exist;
}

/** Binds the session to a registered device; the answer is a device token. */
export async function authorizeDevice(api: ApiClient, deviceId: DeviceId): Promise<TokenGrant> {
  return toTokenGrant(await api.post<RawTokenGrant>('/v2/auth/device', { device_id: deviceId }));
}

export async function sendMwOtp(api: ApiClient, phone: string): Promise<OtpSent> {
  return toOtpSent(await api.post<RawOtpSent>('/v2/mw/otps', { phone }, { ignoreAuthErrors: true }));
}

export async function authByMwOtp(api: ApiClient, phone: string, code: string): Promise<MwGrant> {
  const raw = await api.post<RawMwGrant>('/v2/mw/auth/otp', { phone, token: code }, { ignoreAuthErrors: true });
  return {
    ...toTokenGrant(raw),
    addresses: raw.addresses.map((address) => ({
      addressId: address.address_id,
      address: address.address,
      providerId: address.provider_id,
      userId: address.user_id,
    })),
    needsAddress: raw.need_address,
    needsCity: raw.need_city,
  };
}

export function getMwCities(api: ApiClient): Promise<MwCity[]> {
  return api.get<MwCity[]>('/v2/mw/cities');
}

export async function setMwCity(api: ApiClient, token: string, cityId: number): Promise<MwCity> {
  return (await api.post<{ city: MwCity }>('/v2/mw/set_city', { token, city_id: cityId })).city;
}

export async function setMwAddress(api: ApiClient, token: string, address: MwAddress): Promise<void> {
  await api.post('/v2/mw/set_address', { token, address_id: address.addressId, provider_id: address.providerId, user_id: address.userId });
}

export async function getMwStatusBlock(api: ApiClient): Promise<MwStatusBlock> {
  const raw = await api.get<{ status: number; amount: number; balance: number; username: string; message_detail: string }>('/v2/mw/status_block', { cacheMs: 0 });
  return { status: raw.status as MwBlockStatus, amount: raw.amount, balance: raw.balance, username: raw.username, messageDetail: raw.message_detail };
}

/**
 * Re-authorizes a registered device for a session whose token lapsed or was refused (core-session-account.md section
 * 4 step 7). The token is optional on the real API (operator-wire-format.md section A): sent when the session has
 * one; if that token itself is refused, asked once more with the device id alone. Read tolerantly, whatever the grant
 * shape; null when the answer carries no token.
 */
export async function renewDeviceGrant(api: (withToken: boolean) => ApiClient, deviceId: DeviceId): Promise<GrantFields | null> {
  const ask = (client: ApiClient) => client.post<unknown>('/v2/auth/device', { device_id: deviceId }, { ignoreAuthErrors: true });
  const answer = await ask(api(true)).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return ask(api(false));
    throw error;
  });
  const grant = readGrantFields(answer);
  return grant && { ...grant, deviceId: grant.deviceId ?? deviceId };
}
