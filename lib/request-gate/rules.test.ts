import {
  clickIdFromQuery,
  isAuthLockExempt,
  isCrawler,
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
/** Crawlers and link-preview bots as they announce themselves, several with phone agents. */
const CRAWLERS = [
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 7_0 like Mac OS X) AppleWebKit/537.51.1 (KHTML, like Gecko) Version/7.0 Mobile/11A465 Safari/9537.53 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 8_1 like Mac OS X) AppleWebKit/600.1.4 (KHTML, like Gecko) Version/8.0 Mobile/12B411 Safari/600.1.4 (compatible; YandexMobileBot/3.0; +http://yandex.com/bots)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'TelegramBot (like TwitterBot)',
  'WhatsApp/2.23.20.0 A',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
];
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
  it.each(CRAWLERS)('lets a crawler or link-preview bot see the page (%s)', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
    expect(shouldRedirectToAppInstall({ pathname: '/contents/some-film', userAgent, appSkipped: false })).toBe(false);
  });
  it.each([IPHONE_SAFARI, ANDROID_CHROME, ANDROID_WEBVIEW, DESKTOP])('takes a person for a person (%s)', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
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
