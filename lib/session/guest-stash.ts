import { renewDeviceGrant } from '../api/auth';
import { createApiClient, type ApiClient } from '../api/client';
import { isGuestUser } from '../api/users';
import { clientAddress } from '../security/client-address';
import { readCookieHeader } from '../security/cookie-header';
import type { DeviceId } from '../api/types/identity';
import { GUEST_STASH_COOKIE, SESSION_LIFETIME_SECONDS } from './cookies';
import { cookie, readViewerSession, sessionCookies } from './session-cookies';
import { renewToken } from './token-renewal';

/**
 * Logout falls back to the guest device when present (core-session-account.md section 4). Guests are created on the
 * server and the browser never holds their password or token, so the gateway keeps the guest's token and device in
 * an httpOnly cookie when a sign-in replaces a guest session, and gives them back on logout.
 */
interface StashOptions {
  platformUrl: string;
  fetch?: typeof fetch;
  secure: boolean;
}

interface Stash {
  deviceId: DeviceId;
  token: string;
}

/** The platform as the gateway asks it for a token of this browser's, on behalf of the viewer's address. */
function apiForToken(request: Request, token: string | undefined, options: StashOptions): ApiClient {
  return createApiClient({
    baseUrl: options.platformUrl,
    accessToken: token,
    fetch: options.fetch,
    headers: { 'x-forwarded-for': clientAddress(request.headers) },
  });
}

function parseStash(value: string | undefined): Stash | null {
  // Device ids are uuids on the operator, numbers on the older platform: neither holds a colon.
  const match = /^([A-Za-z0-9-]{1,64}):([A-Za-z0-9._~-]{1,512})$/.exec(value ?? '');
  return match ? { deviceId: match[1], token: match[2] } : null;
}

/**
 * When a sign-in is about to replace this browser's session: the cookie that keeps the replaced session, if it is a
 * guest's (asked of the platform, never believed from the browser); null otherwise.
 */
export async function stashGuestSession(request: Request, options: StashOptions): Promise<string | null> {
  const session = readViewerSession(request.headers.get('cookie'));
  if (!session.token || session.deviceId === null) return null;
  let token = session.token;
  let isGuest = await isGuestUser(apiForToken(request, token, options)).catch(() => null);
  // The guest's token may have lapsed while the guest session itself lives on: its device is re-authorized to keep it.
  if (isGuest === null) {
    const renewed = await renewToken(session, { ...options, headers: { 'x-forwarded-for': clientAddress(request.headers) } });
    if (renewed) {
      token = renewed.accessToken;
      isGuest = await isGuestUser(apiForToken(request, token, options)).catch(() => null);
    }
  }
  if (isGuest !== true) return null;
  return cookie(GUEST_STASH_COOKIE, `${session.deviceId}:${token}`, SESSION_LIFETIME_SECONDS, { httpOnly: true, secure: options.secure });
}

export function clearedGuestStash(secure: boolean): string {
  return cookie(GUEST_STASH_COOKIE, '', 0, { httpOnly: true, secure });
}

/**
 * Logout's fallback: the kept guest device is authorized again (a fresh token, which also proves the guest still
 * exists); the session cookies of that grant, or null when there is no usable guest to return to.
 */
export async function restoreGuestSession(request: Request, options: StashOptions): Promise<string[] | null> {
  const stash = parseStash(readCookieHeader(request.headers.get('cookie')).get(GUEST_STASH_COOKIE));
  if (!stash) return null;
  const grant = await renewDeviceGrant(
    (withToken) => apiForToken(request, withToken ? stash.token : undefined, options),
    stash.deviceId,
  ).catch(() => null);
  return grant ? sessionCookies(grant, { secure: options.secure }) : null;
}
