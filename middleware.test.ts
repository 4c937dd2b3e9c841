import { NextRequest } from 'next/server';
import { AUTH_LOCK_HEADER, middleware } from './middleware';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function request(path: string, init: { cookie?: string; userAgent?: string } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.userAgent) headers.set('user-agent', init.userAgent);
  return new NextRequest(`http://app.test${path}`, { headers });
}

describe('middleware', () => {
  it('redirects a geo-locked visitor to /geo_lock', () => {
    const response = middleware(request('/channels', { cookie: 'geo_locked=1' }));
    expect(response.headers.get('location')).toBe('http://app.test/geo_lock');
  });

  it('sends an iPhone browser on /channels to the app-install page, remembering where it was going', () => {
    const response = middleware(request('/channels?x=1', { userAgent: IPHONE }));
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/app_store');
    expect(location.searchParams.get('from')).toBe('/channels?x=1');
  });

  it('has no app-install redirect screen for ntv_web, from its query or its remembered cookie', () => {
    const first = middleware(request('/channels?partner=ntv_web', { userAgent: IPHONE }));
    expect(first.headers.get('location')).toBeNull();
    expect(first.cookies.get('partner')?.value).toBe('ntv_web');
    expect(middleware(request('/channels', { userAgent: IPHONE, cookie: 'partner=ntv_web' })).headers.get('location')).toBeNull();
    expect(middleware(request('/channels', { userAgent: IPHONE, cookie: 'partner=clickup' })).headers.get('location')).not.toBeNull();
  });

  it('lets the iPhone through once the app was skipped', () => {
    const response = middleware(request('/channels', { userAgent: IPHONE, cookie: 'app_skipped=1' }));
    expect(response.headers.get('location')).toBeNull();
  });

  it('remembers the partner and the click id in cookies', () => {
    const response = middleware(request('/?partner=mbank&clickId=c-42'));
    expect(response.cookies.get('partner')?.value).toBe('mbank');
    expect(response.cookies.get('click_id')?.value).toBe('c-42');
  });

  it('locks pages for visitors without a session in auth-only mode, except exempt ones', () => {
    process.env.AUTH_ONLY_MODE = '1';
    try {
      const locked = middleware(request('/channels'));
      expect(locked.headers.get(`x-middleware-request-${AUTH_LOCK_HEADER}`)).toBe('1');
      const exempt = middleware(request('/faq'));
      expect(exempt.headers.get(`x-middleware-request-${AUTH_LOCK_HEADER}`)).toBeNull();
      const signedIn = middleware(request('/channels', { cookie: 'tv_token=t' }));
      expect(signedIn.headers.get(`x-middleware-request-${AUTH_LOCK_HEADER}`)).toBeNull();
    } finally {
      delete process.env.AUTH_ONLY_MODE;
    }
  });
});
