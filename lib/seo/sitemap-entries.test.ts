import { SOLO_PERSON } from '@/platform/src/domains/catalogue/seed-persons';
import { startCatalogue } from '@/platform/src/domains/catalogue/testing';
import { createApiClient } from '@/lib/api/client';
import { sitemapEntries } from './sitemap-entries';

jest.mock('server-only', () => ({}));

const platform = startCatalogue();
afterAll(() => platform.close());

const api = () =>
  createApiClient({
    baseUrl: 'http://platform.test',
    accessToken: platform.member({ guest: true }).token,
    locale: 'en',
    fetch: (input, init) => Promise.resolve(platform.app.fetch(new Request(input, init))),
  });

describe('sitemapEntries against the platform', () => {
  it('lists the home page, every catalogue title except 4K ones, persons, packets and channels', async () => {
    const urls = (await sitemapEntries(api(), 'https://tv.example')).map((entry) => entry.url);
    expect(urls[0]).toBe('https://tv.example/');
    const contents = urls.filter((url) => url.startsWith('https://tv.example/contents/'));
    expect(contents.length).toBeGreaterThan(150);
    expect(contents.some((url) => /-(76|77|78|79|80)$/.test(url))).toBe(false);
    expect(urls.some((url) => url.startsWith('https://tv.example/persons/'))).toBe(true);
    expect(urls).toContain('https://tv.example/packets/1');
    expect(urls.some((url) => url.startsWith('https://tv.example/channels/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('leaves out the titles this brand build hides', async () => {
    const urls = (await sitemapEntries(api(), 'https://tv.example', new Set([1, 81]))).map((entry) => entry.url);
    expect(urls.some((url) => /^https:\/\/tv\.example\/contents\/[^/]*-(1|81)$/.test(url))).toBe(false);
    expect(urls.some((url) => /^https:\/\/tv\.example\/contents\/[^/]*-2$/.test(url))).toBe(true);
  });

  it('leaves out the channels this provider does not list (CHANNEL_LIST_EXCLUDED_IDS)', async () => {
    const channelUrls = async (excluded?: number[]) =>
      (await sitemapEntries(api(), 'https://tv.example', new Set(), excluded))
        .map((entry) => entry.url)
        .filter((url) => url.startsWith('https://tv.example/channels/'));
    const all = await channelUrls();
    const listed = await channelUrls([10]);
    expect(all.filter((url) => url.endsWith('/steppe-news'))).toHaveLength(1);
    expect(listed).toEqual(all.filter((url) => !url.endsWith('/steppe-news')));
  });

  it('leaves out the person with a single title, whose page is noindex', async () => {
    const urls = (await sitemapEntries(api(), 'https://tv.example')).map((entry) => entry.url);
    expect(urls).not.toContain(`https://tv.example/persons/${SOLO_PERSON.slug}`);
    expect(urls.filter((url) => url.includes('/persons/')).length).toBeGreaterThan(20);
  });

  it('lists every page in every language, each with the same reciprocal set of alternates (issue 33)', async () => {
    const entries = await sitemapEntries(api(), 'https://tv.example');
    const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
    for (const entry of entries) {
      const languages = entry.alternates?.languages as Record<string, string>;
      expect(Object.keys(languages)).toHaveLength(12);
      expect(Object.values(languages)).toContain(entry.url);
      for (const [language, url] of Object.entries(languages)) {
        if (language === 'x-default') continue;
        expect(byUrl.get(url)?.alternates?.languages).toEqual(languages);
      }
    }
  });

  it('adds the channel and packet lists, the menu pages drawn as rows, and news', async () => {
    const urls = (await sitemapEntries(api(), 'https://tv.example')).map((entry) => entry.url);
    for (const path of ['/channels', '/packets', '/en/packets', '/kk/channels']) expect(urls).toContain(`https://tv.example${path}`);
    expect(urls.some((url) => /^https:\/\/tv\.example\/news\/\d+$/.test(url))).toBe(true);
    expect(urls.some((url) => /^https:\/\/tv\.example\/(films|serials|my|kids)$/.test(url))).toBe(true);
    expect(urls).not.toContain('https://tv.example/search');
  });
});
