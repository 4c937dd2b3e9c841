import { createApiClient } from '@/lib/api/client';
import { isGuestUser } from '@/lib/api/users';
import { clearedSessionCookies, sessionCookies } from '@/lib/session/gateway';
import { TOKEN_COOKIE } from '@/lib/session/cookies';
import { clearedGuestStash, restoreGuestSession, stashGuestSession } from '@/lib/session/guest-stash';
import { BodyTooLargeError, SESSION_BODY_LIMIT_BYTES, readLimitedText, tooLargeResponse } from '@/lib/security/body-limit';
import { readCookieHeader } from '@/lib/security/cookie-header';
import { errorResponse as refuse } from '@/lib/security/error-response';
import { guardStateChange } from '@/lib/security/request-guard';
import { platformApiUrlFor } from '@/lib/server-env';

export const dynamic = 'force-dynamic';

async function readBody(request: Request): Promise<{ access_token?: unknown; replace?: unknown } | Response> {
  try {
    const parsed = JSON.parse(await readLimitedText(request, SESSION_BODY_LIMIT_BYTES)) as unknown;
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch (error) {
    return error instanceof BodyTooLargeError ? tooLargeResponse(error.limit) : {};
  }
}

/**
 * Log in by a token found in the address (core-session-account.md section 4, start-up step 5): the token
 * is checked against the platform before it becomes the session cookie. Only our own pages may call this (a
 * cross-site form would sign the viewer in to someone else's account), and a session this browser already has is
 * replaced only when the page says the viewer agreed (`replace: true`).
 */
export async function POST(request: Request) {
  const refusal = guardStateChange(request);
  if (refusal) return refusal;
  const body = await readBody(request);
  if (body instanceof Response) return body;
  const token = typeof body.access_token === 'string' ? body.access_token.trim() : '';
  if (!token) return refuse(400, 'access_token is required', 'required');
  if (readCookieHeader(request.headers.get('cookie')).has(TOKEN_COOKIE) && body.replace !== true) {
    return refuse(409, 'This browser already has a session; replacing it needs the viewer to confirm.', 'session_exists');
  }
  const known = await isGuestUser(createApiClient({ baseUrl: platformApiUrlFor(request), accessToken: token })).then(
    () => true,
    () => false,
  );
  if (!known) {
    return refuse(401, 'The sign-in link is invalid or has expired.', 'invalid_token');
  }
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers();
  // The session replaced, if a guest's, is kept for logout to fall back to; the token has no device yet (the page
  // registers and authorizes this browser next, as a normal sign-in does).
  const stash = await stashGuestSession(request, { platformUrl: platformApiUrlFor(request), secure });
  if (stash) headers.append('set-cookie', stash);
  for (const value of sessionCookies({ access_token: token }, { secure })) headers.append('set-cookie', value);
  return new Response(null, { status: 204, headers });
}

/**
 * Forget the session on this browser (logout, or a token the platform no longer accepts). Logout asks
 * `?fallback=guest`: the guest session a sign-in replaced becomes the session again when it still exists; the
 * answer says whether it did (`{ guest: true }`).
 */
export async function DELETE(request: Request) {
  const refusal = guardStateChange(request);
  if (refusal) return refusal;
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers();
  if (new URL(request.url).searchParams.get('fallback') !== 'guest') {
    for (const value of clearedSessionCookies(secure)) headers.append('set-cookie', value);
    return new Response(null, { status: 204, headers });
  }
  const restored = await restoreGuestSession(request, { platformUrl: platformApiUrlFor(request), secure });
  for (const value of restored ?? clearedSessionCookies(secure)) headers.append('set-cookie', value);
  headers.append('set-cookie', clearedGuestStash(secure));
  headers.set('cache-control', 'no-store');
  return Response.json({ guest: restored !== null }, { headers });
}
