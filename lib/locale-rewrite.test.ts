import { NextRequest } from 'next/server';
import { settingsFingerprint } from './i18n/locale-segment';
import { localeRewrite } from './locale-rewrite';

function rewrite(path: string, headers: Record<string, string> = {}) {
  const url = localeRewrite(new NextRequest(`http://app.test${path}`, { headers }));
  return `${url.pathname}${url.search}`;
}
const fingerprint = settingsFingerprint(process.env);

describe('localeRewrite', () => {
  it('puts the language from the cookie, else Accept-Language, in the segment and keeps the query', () => {
    expect(rewrite('/contents/x?partner=a', { cookie: 'lang=kk' })).toBe(`/kk-c${fingerprint}/contents/x?partner=a`);
    expect(rewrite('/', { 'accept-language': 'en-US,en;q=0.9' })).toBe(`/en-c${fingerprint}`);
  });

  it('renders the channel pages apart for visitors holding a session, and nothing else', () => {
    expect(rewrite('/channels/dala-tv', { cookie: 'lang=ru; tv_token=t' })).toBe(`/ru-session-c${fingerprint}/channels/dala-tv`);
    expect(rewrite('/packets', { cookie: 'lang=ru; tv_token=t' })).toBe(`/ru-c${fingerprint}/packets`);
  });

  it('gives a session the platform said is on an adult profile the public channel page, and no one else', () => {
    expect(rewrite('/channels', { cookie: 'lang=ru; tv_token=t; tv_profile=adult' })).toBe(`/ru-c${fingerprint}/channels`);
    expect(rewrite('/channels', { cookie: 'lang=ru; tv_token=t; tv_profile=child' })).toBe(`/ru-session-c${fingerprint}/channels`);
    expect(rewrite('/channels', { cookie: 'lang=ru; tv_token=t; tv_profile=' })).toBe(`/ru-session-c${fingerprint}/channels`);
  });

  it('sends home, rowset and row addresses whose query changes the markup to the per-request twin', () => {
    expect(rewrite('/?library_id=3', { cookie: 'lang=ru' })).toBe(`/ru-c${fingerprint}/with-query?library_id=3`);
    expect(rewrite('/row/new?text=abc', { cookie: 'lang=ru' })).toBe(`/ru-c${fingerprint}/with-query/row/new?text=abc`);
    expect(rewrite('/row/new?utm_source=x', { cookie: 'lang=ru' })).toBe(`/ru-c${fingerprint}/row/new?utm_source=x`);
    expect(rewrite('/catalog/films?genre=3', { cookie: 'lang=ru' })).toBe(`/ru-c${fingerprint}/with-query/catalog/films?genre=3`);
    expect(rewrite('/catalog/films', { cookie: 'lang=ru' })).toBe(`/ru-c${fingerprint}/catalog/films`);
  });

  it('serves a search from a path of its own per normalized query, so each is cached like a page', () => {
    const river = rewrite('/search?q=%20River%20', { cookie: 'lang=en' });
    expect(river).toBe(`/en-c${fingerprint}/search/${Buffer.from('river').toString('base64url')}?q=%20River%20`);
    expect(rewrite('/search?q=river', { cookie: 'lang=en' })).toBe(river.replace('%20River%20', 'river'));
    expect(rewrite('/search?q=../../x', { cookie: 'lang=en' })).toMatch(new RegExp(`^/en-c${fingerprint}/search/[\\w-]+\\?`));
    expect(rewrite('/search', { cookie: 'lang=en' })).toBe(`/en-c${fingerprint}/search`);
    expect(rewrite('/search?q=%20', { cookie: 'lang=en' })).toBe(`/en-c${fingerprint}/search?q=%20`);
  });

  it('serves addresses under no page of the app from the one unknown-address page', () => {
    expect(rewrite('/no/such/page?x=1', { cookie: 'lang=en' })).toBe(`/en-c${fingerprint}/unknown-address?x=1`);
    expect(rewrite('/contents/no-such-title', { cookie: 'lang=en' })).toBe(`/en-c${fingerprint}/contents/no-such-title`);
  });
});
