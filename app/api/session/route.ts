import { clearedSessionCookies, sessionCookies } from '@/lib/session/gateway';
import { platformApiUrl } from '@/lib/server-env';

export const dynamic = 'force-dynamic';

/**
 * Log in by a token found in the address (core-session-account.md section 4, start-up step 5): the token
 * is checked against the platform before it becomes the session cookie.
 */
export async function POST(request: Request) {
  const body = (await request.json().catch(() => ({}))) as { access_token?: unknown };
  const token = typeof body.access_token === 'string' ? body.access_token.trim() : '';
  if (!token) return Response.json({ error: { message: 'access_token is required' } }, { status: 400 });
  const check = await fetch(`${platformApiUrl()}/v2/users/self?access_token=${encodeURIComponent(token)}`, {
    cache: 'no-store',
  }).catch(() => null);
  if (!check?.ok) {
    return Response.json({ error: { message: 'The sign-in link is invalid or has expired.' } }, { status: 401 });
  }
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers();
  for (const value of sessionCookies({ access_token: token }, { secure })) headers.append('set-cookie', value);
  return new Response(null, { status: 204, headers });
}

/** Forget the session on this browser (logout, or a token the platform no longer accepts). */
export async function DELETE(request: Request) {
  const headers = new Headers();
  for (const value of clearedSessionCookies(new URL(request.url).protocol === 'https:')) headers.append('set-cookie', value);
  return new Response(null, { status: 204, headers });
}
