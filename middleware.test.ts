import { NextRequest } from 'next/server';
import { middleware } from './middleware';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function request(path: string, init: { cookie?: string; userAgent?: string } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.userAgent) headers.set('user-agent', init.userAgent);
  return new NextRequest(`http://app.test${path}`, { headers });
}

describe('middleware', () => {
  it('redirects a geo-locked visitor to /geo_lock', async () => {
    const response = await middleware(request('/channels', { cookie: 'geo_locked=1' }));
    expect(response.headers.get('location')).toBe('http://app.test/geo_lock');
  });

  it('sends an iPhone browser on /channels to the app-install page, remembering where it was going', async () => {
    const response = await middleware(request('/channels?x=1', { userAgent: IPHONE }));
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/app_store');
    expect(location.searchParams.get('from')).toBe('/channels?x=1');
  });

  it('has no app-install redirect screen for ntv_web, from its query or its remembered cookie', async () => {
    const first = await middleware(request('/channels?partner=ntv_web', { userAgent: IPHONE }));
    expect(first.headers.get('location')).toBeNull();
    expect(first.cookies.get('partner')?.value).toBe('ntv_web');
    expect((await middleware(request('/channels', { userAgent: IPHONE, cookie: 'partner=ntv_web' }))).headers.get('location')).toBeNull();
    expect((await middleware(request('/channels', { userAgent: IPHONE, cookie: 'partner=clickup' }))).headers.get('location')).not.toBeNull();
  });

  it('lets the iPhone through once the app was skipped', async () => {
    const response = await middleware(request('/channels', { userAgent: IPHONE, cookie: 'app_skipped=1' }));
    expect(response.headers.get('location')).toBeNull();
  });

  it('remembers the partner and the click id in cookies', async () => {
    const response = await middleware(request('/?partner=mbank&clickId=c-42'));
    expect(response.cookies.get('partner')?.value).toBe('mbank');
    expect(response.cookies.get('click_id')?.value).toBe('c-42');
  });

  it('in auth-only mode sends visitors who are not signed-in members to sign in, and lets members and exempt pages through', async () => {
    const platform = jest.fn(async (input: RequestInfo | URL) => {
      const token = new URL(String(input)).searchParams.get('access_token');
      if (token === 'member') return Response.json({ data: { is_guest: false } });
      if (token === 'guest') return Response.json({ data: { is_guest: true } });
      return Response.json({ error: { message: 'Invalid token' } }, { status: 401 });
    });
    const realFetch = global.fetch;
    global.fetch = platform as typeof fetch;
    process.env.AUTH_ONLY_MODE = '1';
    try {
      for (const cookie of [undefined, 'tv_token=guest', 'tv_token=forged']) {
        const locked = await middleware(request('/channels?x=1', { cookie }));
        const location = new URL(locked.headers.get('location')!);
        expect(location.pathname).toBe('/sign_in');
        expect(location.searchParams.get('from')).toBe('/channels?x=1');
        expect(locked.headers.get('cache-control')).toBe('private, no-store');
      }
      for (const open of ['/faq', '/promo', '/packets/3', '/provider', '/sign_in', '/agreement']) {
        expect((await middleware(request(open))).headers.get('location')).toBeNull();
      }
      expect((await middleware(request('/channels', { cookie: 'tv_token=member' }))).headers.get('location')).toBeNull();
      // A member's next page views reuse the platform's answer.
      await middleware(request('/lk', { cookie: 'tv_token=member' }));
      expect(platform.mock.calls.filter(([url]) => String(url).includes('access_token=member'))).toHaveLength(1);
    } finally {
      delete process.env.AUTH_ONLY_MODE;
      global.fetch = realFetch;
    }
  });

  it('locks nothing without auth-only mode', async () => {
    expect((await middleware(request('/channels'))).headers.get('location')).toBeNull();
  });

  it('sends the security headers: no framing except the embeds for configured origins', async () => {
    const page = await middleware(request('/channels'));
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect((await middleware(request('/channel_embed/1'))).headers.get('x-frame-options')).toBe('DENY');
    process.env.EMBED_ALLOWED_ORIGINS = 'https://partner.example, https://*.partner.example';
    try {
      const embed = await middleware(request('/channel_embed/1'));
      expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors https://partner.example https://*.partner.example');
      expect(embed.headers.get('x-frame-options')).toBeNull();
      expect((await middleware(request('/channels'))).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      delete process.env.EMBED_ALLOWED_ORIGINS;
    }
  });

  it('asks browsers to keep to https once served over it', async () => {
    const response = await middleware(new NextRequest('https://app.test/channels'));
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('applies the query switches only when the deployment opened them: show_debug marks the browser, devapi moves its session', async () => {
    const closed = await middleware(request('/?show_debug=1&devapi', { cookie: 'tv_token=t1' }));
    expect(closed.cookies.get('show_debug')).toBeUndefined();
    expect(closed.cookies.get('api_target')).toBeUndefined();
    process.env.SHOW_DEBUG_ENABLED = '1';
    process.env.API_SWITCH_TARGETS = 'dev=https://dev-api.example';
    try {
      const open = await middleware(request('/?show_debug=1&devapi', { cookie: 'tv_token=t1' }));
      expect(open.cookies.get('show_debug')).toMatchObject({ value: '1', httpOnly: false });
      expect(open.cookies.get('api_target')).toMatchObject({ value: 'dev', httpOnly: true });
      // The token belongs to the back end it came from.
      expect(open.cookies.get('tv_token')?.value).toBe('');
    } finally {
      delete process.env.SHOW_DEBUG_ENABLED;
      delete process.env.API_SWITCH_TARGETS;
    }
  });
});
