import { renewDeviceGrant } from '../api/auth';
import { createApiClient } from '../api/client';
import type { GrantFields } from '../api/grant-fields';
import { isTokenLapsed, readViewerSession, sessionCookies, type ViewerSession } from './session-cookies';

/**
 * Re-authorization of a viewer's lapsed or refused token through their device (core-session-account.md section 4
 * step 7), on the server, for the gateway and the request gate. Many calls of one page meet the lapse together: they
 * share one POST /v2/auth/device per old token, and calls still carrying the old token just after (sent before the
 * browser had the new cookie) get the same new token instead of asking for another.
 */
export interface RenewalOptions {
  platformUrl: string;
  fetch?: typeof fetch;
  /** The viewer's address, which the platform checks (forbidden country) as it does on every call of theirs. */
  headers?: Record<string, string>;
}

/** How long a renewal answers later calls that still carry the token it replaced. */
export const RENEWAL_REUSE_MS = 60_000;
const MAX_REMEMBERED_RENEWALS = 1_000;

interface Renewal {
  grant: Promise<GrantFields | null>;
  settledAt: number | null;
}

const renewals = new Map<string, Renewal>();

function forget(now: number) {
  for (const [token, renewal] of renewals) {
    const stale = renewal.settledAt !== null && now - renewal.settledAt > RENEWAL_REUSE_MS;
    if (stale || renewals.size > MAX_REMEMBERED_RENEWALS) renewals.delete(token);
  }
}

async function askPlatform(session: ViewerSession, options: RenewalOptions): Promise<GrantFields | null> {
  const client = (withToken: boolean) =>
    createApiClient({
      baseUrl: options.platformUrl,
      accessToken: withToken ? (session.token ?? undefined) : undefined,
      fetch: options.fetch,
      headers: options.headers,
    });
  try {
    return await renewDeviceGrant(client, session.deviceId!);
  } catch (error) {
    // Refused (the device is gone, the token was ended) or unreachable: the browser's own recovery takes over.
    console.warn('[session] device re-authorization failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** A new grant for the session's device, shared by every call renewing the same token; null when refused. */
export function renewToken(session: ViewerSession, options: RenewalOptions, now = Date.now()): Promise<GrantFields | null> {
  if (!session.token || session.deviceId === null) return Promise.resolve(null);
  forget(now);
  const known = renewals.get(session.token);
  if (known) return known.grant;
  const renewal: Renewal = { grant: askPlatform(session, options), settledAt: null };
  renewals.set(session.token, renewal);
  void renewal.grant.then((grant) => {
    // Only a success is reused: a failure may be passing, and the next call may try again.
    if (grant) renewal.settledAt = Date.now();
    else renewals.delete(session.token!);
  });
  return renewal.grant;
}

/**
 * The session a gateway call to `apiPath` may renew. The auth calls are left as they are: a 401 there is their own
 * answer (a wrong code, a device that is gone), and the page's own re-authorization goes through auth/device.
 */
export function viewerSessionFor(request: Request, apiPath: string): ViewerSession {
  const session = readViewerSession(request.headers.get('cookie'));
  return apiPath.startsWith('auth/') ? { ...session, deviceId: null } : session;
}

export interface RenewingCall {
  response: Response;
  /** Set-Cookie values of the renewed session, empty when the token was kept. */
  cookies: string[];
  /** The token the answer was made with. */
  token: string | null;
}

/**
 * Sends a call with the viewer's token, re-authorizing first when the token is known to have lapsed, or after a 401
 * (then the call is sent again, once, with the new token). `send` must be callable twice (a buffered body).
 */
export async function sendRenewingToken(
  session: ViewerSession,
  send: (token: string | null) => Promise<Response>,
  options: RenewalOptions & { now?: () => number; secure?: boolean },
): Promise<RenewingCall> {
  const now = options.now ?? Date.now;
  const lapsed = isTokenLapsed(session, now());
  let renewed = lapsed ? await renewToken(session, options, now()) : null;
  let token = renewed?.accessToken ?? session.token;
  let response = await send(token);
  // One re-authorization per call: a lapsed token the device could not renew is not asked about again.
  if (response.status === 401 && !lapsed && session.token) {
    renewed = await renewToken(session, options, now());
    if (renewed) {
      await response.body?.cancel();
      token = renewed.accessToken;
      response = await send(token);
    }
  }
  const cookies = renewed ? sessionCookies(renewed, { now, secure: options.secure ?? false }) : [];
  return { response, cookies, token };
}

/** For tests: a fresh process's memory of renewals. */
export function forgetRenewals() {
  renewals.clear();
}
