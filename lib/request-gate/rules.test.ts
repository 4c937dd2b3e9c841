import {
  clickIdFromQuery,
  isAuthLockExempt,
  isWebView,
  partnerFromQuery,
  shouldRedirectToAppInstall,
  shouldRedirectToGeoLock,
} from './rules';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE_WEBVIEW = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('geo lock', () => {
  it('sends a forbidden-country visitor to /geo_lock', () => {
    expect(shouldRedirectToGeoLock('/channels', true)).toBe(true);
  });
  it('leaves exempt pages and unlocked visitors alone', () => {
    expect(shouldRedirectToGeoLock('/geo_lock', true)).toBe(false);
    expect(shouldRedirectToGeoLock('/agreement', true)).toBe(false);
    expect(shouldRedirectToGeoLock('/channels', false)).toBe(false);
  });
});

describe('app-install redirect', () => {
  it.each([IPHONE_SAFARI, ANDROID_CHROME])('redirects mobile browsers (%s)', (userAgent) => {
    expect(shouldRedirectToAppInstall({ pathname: '/channels', userAgent, appSkipped: false })).toBe(true);
  });
  it.each([IPHONE_WEBVIEW, ANDROID_WEBVIEW])('does not redirect inside a web view (%s)', (userAgent) => {
    expect(isWebView(userAgent)).toBe(true);
    expect(shouldRedirectToAppInstall({ pathname: '/channels', userAgent, appSkipped: false })).toBe(false);
  });
  it('does not redirect desktop, skipped visitors or exempt pages', () => {
    expect(shouldRedirectToAppInstall({ pathname: '/channels', userAgent: DESKTOP, appSkipped: false })).toBe(false);
    expect(shouldRedirectToAppInstall({ pathname: '/channels', userAgent: IPHONE_SAFARI, appSkipped: true })).toBe(false);
    expect(shouldRedirectToAppInstall({ pathname: '/promo', userAgent: IPHONE_SAFARI, appSkipped: false })).toBe(false);
    expect(shouldRedirectToAppInstall({ pathname: '/app_store', userAgent: IPHONE_SAFARI, appSkipped: false })).toBe(false);
  });
});

describe('query capture', () => {
  it('remembers a well-formed partner and ignores junk', () => {
    expect(partnerFromQuery(new URLSearchParams('partner=mbank'))).toBe('mbank');
    expect(partnerFromQuery(new URLSearchParams('partner=<script>'))).toBeNull();
    expect(partnerFromQuery(new URLSearchParams(''))).toBeNull();
  });
  it.each(['click_id', 'clickid', 'clickId'])('reads the click id from %s', (name) => {
    expect(clickIdFromQuery(new URLSearchParams(`${name}=abc123`))).toBe('abc123');
  });
});

describe('auth-only lock', () => {
  it('is lifted on agreement, privacy, terms, provider, promo, news, faq and packet paths', () => {
    for (const path of ['/agreement', '/privacy', '/terms', '/provider/demo', '/promo', '/news/1', '/faq', '/packets/2']) {
      expect(isAuthLockExempt(path)).toBe(true);
    }
    expect(isAuthLockExempt('/channels')).toBe(false);
  });
});
