import { readGrantFields, type GrantFields } from '../api/grant-fields';
import type { DeviceId } from '../api/types/identity';
import { readCookieHeader } from '../security/cookie-header';
import {
  DEVICE_COOKIE,
  SESSION_LIFETIME_SECONDS,
  TOKEN_COOKIE,
  TOKEN_EXPIRES_COOKIE,
  TOKEN_EXPIRY_FALLBACK_MS,
  TOKEN_ISSUED_COOKIE,
} from './cookies';

export function cookie(name: string, value: string, maxAgeSeconds: number, { httpOnly, secure }: { httpOnly: boolean; secure: boolean }) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'SameSite=Lax',
    httpOnly ? 'HttpOnly' : '',
    secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** What this browser's cookies say of its session: the token, when it lapses, and the device it is bound to. */
export interface ViewerSession {
  token: string | null;
  /** ms; null when unknown (a session from before this cookie existed, or a grant that named no expiry). */
  tokenExpiresAtMs: number | null;
  deviceId: DeviceId | null;
}

export function readViewerSession(cookieHeader: string | null): ViewerSession {
  const cookies = readCookieHeader(cookieHeader);
  const expiresAt = Number(cookies.get(TOKEN_EXPIRES_COOKIE));
  const device = cookies.get(DEVICE_COOKIE) ?? '';
  return {
    token: cookies.get(TOKEN_COOKIE) || null,
    tokenExpiresAtMs: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
    deviceId: /^[A-Za-z0-9-]{1,64}$/.test(device) ? device : null,
  };
}

/** The token is past its expiry: re-authorize before calling with it rather than collect a 401 first. */
export function isTokenLapsed(session: ViewerSession, now: number): boolean {
  return session.tokenExpiresAtMs !== null && session.tokenExpiresAtMs <= now;
}

/**
 * The cookies of a new grant (any grant shape, lib/api/grant-fields.ts, or one already read). They all live as long as
 * the session (SESSION_LIFETIME_SECONDS, renewed by every grant), not the token: the token's own expiry goes in
 * tv_token_exp, and a lapsed token still names whose device to re-authorize.
 */
export function sessionCookies(
  grant: Record<string, unknown> | GrantFields,
  { now = Date.now, secure = false }: { now?: () => number; secure?: boolean } = {},
): string[] {
  const fields = 'accessToken' in grant ? (grant as GrantFields) : readGrantFields(grant);
  if (!fields) return [];
  const issuedAt = now();
  const expiresAt = fields.expiresAtMs ?? issuedAt + TOKEN_EXPIRY_FALLBACK_MS;
  const lifetime = SESSION_LIFETIME_SECONDS;
  const cookies = [
    cookie(TOKEN_COOKIE, fields.accessToken, lifetime, { httpOnly: true, secure }),
    cookie(TOKEN_ISSUED_COOKIE, String(issuedAt), lifetime, { httpOnly: false, secure }),
    cookie(TOKEN_EXPIRES_COOKIE, String(expiresAt), lifetime, { httpOnly: true, secure }),
  ];
  // A user-level token (a sign-in, a link, auto-auth) has no device yet: a device id left from the replaced session
  // (a guest's) would send the next device-settings call to a device of another user (a 404, section 8).
  cookies.push(
    fields.deviceId !== null
      ? cookie(DEVICE_COOKIE, String(fields.deviceId), lifetime, { httpOnly: false, secure })
      : cookie(DEVICE_COOKIE, '', 0, { httpOnly: false, secure }),
  );
  return cookies;
}

export function clearedSessionCookies(secure = false): string[] {
  return [TOKEN_COOKIE, TOKEN_ISSUED_COOKIE, TOKEN_EXPIRES_COOKIE, DEVICE_COOKIE].map((name) =>
    cookie(name, '', 0, { httpOnly: name === TOKEN_COOKIE || name === TOKEN_EXPIRES_COOKIE, secure }),
  );
}
