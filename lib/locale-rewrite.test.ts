import { NextRequest } from 'next/server';
import { settingsFingerprint } from './i18n/locale-segment';
import { splitLocalePath } from './i18n/locale-paths';
import { DEFAULT_LOCALE } from './i18n/locales';
import { localeRewrite } from './locale-rewrite';

/** The language comes from the address's prefix, as middleware.ts decides it; the lang cookie plays no part. */
function rewrite(address: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(`http://app.test${address}`, { headers });
  const { prefix, path } = splitLocalePath(request.nextUrl.pathname);
  const url = localeRewrite(request, prefix ?? DEFAULT_LOCALE, path);
  return `${url.pathname}${url.search}`;
}
const fingerprint = settingsFingerprint(process.env);

describe('localeRewrite', () => {
  it("puts the address's language in the segment, whatever the cookie or Accept-Language, and keeps the query", () => {
    expect(rewrite('/kk/contents/x?partner=a', { cookie: 'lang=en' })).toBe(`/kk-c${fingerprint}/contents/x?partner=a`);
    expect(rewrite('/', { 'accept-language': 'en-US,en;q=0.9' })).toBe(`/ru-c${fingerprint}`);
    expect(rewrite('/en')).toBe(`/en-c${fingerprint}`);
  });

  it('renders the channel pages apart for visitors holding a session, and nothing else', () => {
    expect(rewrite('/channels/dala-tv', { cookie: 'tv_token=t' })).toBe(`/ru-session-c${fingerprint}/channels/dala-tv`);
    expect(rewrite('/packets', { cookie: 'tv_token=t' })).toBe(`/ru-c${fingerprint}/packets`);
  });

  it('gives a session the platform said is on an adult profile the public channel page, and no one else', () => {
    expect(rewrite('/channels', { cookie: 'tv_token=t; tv_profile=adult' })).toBe(`/ru-c${fingerprint}/channels`);
    expect(rewrite('/channels', { cookie: 'tv_token=t; tv_profile=child' })).toBe(`/ru-session-c${fingerprint}/channels`);
    expect(rewrite('/channels', { cookie: 'tv_token=t; tv_profile=' })).toBe(`/ru-session-c${fingerprint}/channels`);
  });

  it('sends home, rowset and row addresses whose query changes the markup to the per-request twin', () => {
    expect(rewrite('/?library_id=3')).toBe(`/ru-c${fingerprint}/with-query?library_id=3`);
    expect(rewrite('/row/new?text=abc')).toBe(`/ru-c${fingerprint}/with-query/row/new?text=abc`);
    expect(rewrite('/row/new?utm_source=x')).toBe(`/ru-c${fingerprint}/row/new?utm_source=x`);
    expect(rewrite('/catalog/films?genre=3')).toBe(`/ru-c${fingerprint}/with-query/catalog/films?genre=3`);
    expect(rewrite('/catalog/films')).toBe(`/ru-c${fingerprint}/catalog/films`);
  });

  it('serves a search from a path of its own per normalized query, so each is cached like a page', () => {
    const river = rewrite('/en/search?q=%20River%20');
    expect(river).toBe(`/en-c${fingerprint}/search/${Buffer.from('river').toString('base64url')}?q=%20River%20`);
    expect(rewrite('/en/search?q=river')).toBe(river.replace('%20River%20', 'river'));
    expect(rewrite('/en/search?q=../../x')).toMatch(new RegExp(`^/en-c${fingerprint}/search/[\\w-]+\\?`));
    expect(rewrite('/en/search')).toBe(`/en-c${fingerprint}/search`);
    expect(rewrite('/en/search?q=%20')).toBe(`/en-c${fingerprint}/search?q=%20`);
  });

  it('serves addresses under no page of the app from the one unknown-address page', () => {
    expect(rewrite('/en/no/such/page?x=1')).toBe(`/en-c${fingerprint}/unknown-address?x=1`);
    expect(rewrite('/en/contents/no-such-title')).toBe(`/en-c${fingerprint}/contents/no-such-title`);
  });
});
