/**
 * A token grant as the operator sends it (`{access_token, expired, device, profile, was_guest}`,
 * ../shared/operator-wire-format.md, `POST /v2/auth/provider` and `POST /v2/auth/device` rows) or as the older
 * platform did (`{access_token, expires_at, user_id, device_id, profile_id}`). Read by the gateway, which keeps the
 * token out of the browser, and by the auth reshape; no schema library here, as both run on every sign-in.
 */
export interface RawTokenGrant {
  access_token: string;
  /** A date-time in the operator's OpenAPI document, epoch seconds in one working client (conflict 6), or absent. */
  expired?: string | number | null;
  /** The older platform's epoch seconds. */
  expires_at?: number | null;
  /** A device uuid, or the device itself. */
  device?: string | number | { id?: string | number | null } | null;
  device_id?: string | number | null;
  profile?: string | number | { id?: string | number | null } | null;
  profile_id?: string | number | null;
  user_id?: string | number | null;
  was_guest?: boolean | null;
}

/** A body is a grant by its shape: an object holding a string access_token. */
export function isTokenGrant(body: unknown): body is RawTokenGrant {
  return Boolean(body && typeof body === 'object' && !Array.isArray(body) && typeof (body as RawTokenGrant).access_token === 'string');
}

/** Epoch milliseconds above this are taken as milliseconds: seconds reach it only in the year 33658. */
const MILLISECONDS_FROM = 1e12;

/** When the token lapses, in epoch seconds; null when the grant does not say or says something unreadable. */
export function grantExpirySeconds(grant: RawTokenGrant): number | null {
  const value = grant.expired ?? grant.expires_at ?? null;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? (value >= MILLISECONDS_FROM ? value / 1000 : value) : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return grantExpirySeconds({ ...grant, expired: Number(value), expires_at: null });
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at / 1000;
}

function idOf(value: RawTokenGrant['device']): string | null {
  if (value && typeof value === 'object') return idOf(value.id ?? null);
  return (typeof value === 'string' && value) || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : null;
}

/** The device the token is bound to, as a string (the operator's ids are uuids); null for a user-level token. */
export function grantDeviceId(grant: RawTokenGrant): string | null {
  return idOf(grant.device_id ?? null) ?? idOf(grant.device ?? null);
}

export function grantProfileId(grant: RawTokenGrant): string | null {
  return idOf(grant.profile_id ?? null) ?? idOf(grant.profile ?? null);
}
