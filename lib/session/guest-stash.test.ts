import { restoreGuestSession, stashGuestSession } from './guest-stash';

const PLATFORM = 'http://platform.test';

function platform(answers: Record<string, (url: URL, init?: RequestInit) => Response>) {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return (answers[url.pathname] ?? (() => new Response(null, { status: 404 })))(url, init);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const withCookie = (cookie: string) => new Request('http://app.test/api/v2/auth/login', { headers: { cookie } });

describe('guest stash', () => {
  it('keeps a replaced guest session httpOnly, and not a member session', async () => {
    const guest = platform({ '/v2/users/self': () => Response.json({ data: { is_guest: true } }) });
    const cookie = await stashGuestSession(withCookie('tv_token=guest-token; tv_device=12'), { platformUrl: PLATFORM, fetch: guest.fetchImpl, secure: true });
    expect(cookie).toMatch(/^tv_guest=12%3Aguest-token;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');

    const member = platform({ '/v2/users/self': () => Response.json({ data: { is_guest: false } }) });
    expect(await stashGuestSession(withCookie('tv_token=member; tv_device=3'), { platformUrl: PLATFORM, fetch: member.fetchImpl, secure: false })).toBeNull();
    // Without a device there is nothing to return to, and the platform is not asked.
    const none = platform({});
    expect(await stashGuestSession(withCookie('tv_token=guest-token'), { platformUrl: PLATFORM, fetch: none.fetchImpl, secure: false })).toBeNull();
    expect(none.calls).toEqual([]);
  });

  it('authorizes the kept guest device again for a fresh token on logout', async () => {
    let sent: unknown = null;
    const { fetchImpl } = platform({
      '/v2/auth/device': (url, init) => {
        sent = { token: url.searchParams.get('access_token'), body: JSON.parse(String(init?.body)) };
        return Response.json({ data: { access_token: 'fresh-guest', expires_at: 4_000_000_000, device_id: 12 } });
      },
    });
    const cookies = await restoreGuestSession(withCookie('tv_guest=12%3Aguest-token'), { platformUrl: PLATFORM, fetch: fetchImpl, secure: false });
    expect(sent).toEqual({ token: 'guest-token', body: { device_id: '12' } });
    expect(cookies?.find((value) => value.startsWith('tv_token='))).toMatch(/^tv_token=fresh-guest;.*HttpOnly/);
    expect(cookies?.find((value) => value.startsWith('tv_device='))).toMatch(/^tv_device=12;/);
  });

  it('gives nothing back for a guest that no longer exists or a forged cookie', async () => {
    const gone = platform({ '/v2/auth/device': () => Response.json({ error: { message: 'gone' } }, { status: 401 }) });
    expect(await restoreGuestSession(withCookie('tv_guest=12%3Aguest-token'), { platformUrl: PLATFORM, fetch: gone.fetchImpl, secure: false })).toBeNull();
    const forged = platform({});
    expect(await restoreGuestSession(withCookie('tv_guest=12:a&b=c'), { platformUrl: PLATFORM, fetch: forged.fetchImpl, secure: false })).toBeNull();
    expect(forged.calls).toEqual([]);
  });
});
