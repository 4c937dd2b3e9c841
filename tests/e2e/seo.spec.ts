import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { addressLocale } from '../../lib/i18n/locale-paths';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';
import { DIRECTOR, FIRST_EPISODE, FREE_FILM, SERIES, SOLO_PERSON, readSeo } from './support/catalogue';

/**
 * English pages by their own addresses (issue 33): the address names the language, so these requests carry no
 * language preference of their own.
 */
const en = (path: string) => (path === '/' ? '/en' : `/en${path}`);

/** Every public page type and the JSON-LD types its raw HTML must carry. */
const PAGES: Array<{ path: string; types: string[]; canonical?: string }> = [
  { path: '/', types: ['WebSite', 'ItemList'] },
  { path: '/movies', types: ['ItemList', 'BreadcrumbList'] },
  { path: '/rowset/series', types: ['ItemList', 'BreadcrumbList'], canonical: '/series' },
  { path: '/row/new', types: ['ItemList', 'BreadcrumbList'] },
  { path: '/catalog/catalog', types: ['ItemList'] },
  { path: `/contents/${FREE_FILM.slug}`, types: ['Movie', 'BreadcrumbList'] },
  { path: `/contents/${SERIES.slug}`, types: ['TVSeries', 'BreadcrumbList'] },
  {
    path: `/episodes/${FIRST_EPISODE}`,
    types: ['TVEpisode', 'BreadcrumbList'],
    canonical: `/contents/${FIRST_EPISODE}`,
  },
  { path: `/persons/${DIRECTOR}`, types: ['Person', 'BreadcrumbList'] },
  { path: '/search?q=harbor', types: ['ItemList'] },
  { path: '/channels/all/dala-tv', types: ['TelevisionChannel', 'BroadcastEvent'] },
  { path: '/packets/demo_2', types: ['Product'], canonical: '/packets/2' },
  { path: '/provider/demo', types: ['ItemList'] },
  { path: '/news', types: ['ItemList'] },
  { path: '/news/1', types: ['NewsArticle', 'BreadcrumbList'] },
  { path: '/faq', types: ['FAQPage'] },
  { path: '/agreement', types: [] },
  { path: '/privacy', types: [] },
];

async function expectImage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/^image\//);
}

for (const { path, types, canonical } of PAGES) {
  test(`${path} carries title, description, canonical, og:image and JSON-LD without JavaScript`, async ({
    request,
  }) => {
    const response = await request.get(en(path));
    expect(response.status()).toBe(200);
    const html = await response.text();
    const seo = readSeo(html);
    expect(seo.title?.trim().length).toBeGreaterThan(0);
    expect(seo.description?.length ?? 0).toBeGreaterThan(0);
    expect(seo.description!.length).toBeLessThanOrEqual(70);
    expect(seo.canonical).toMatch(/^https?:\/\//);
    expect(new URL(seo.canonical!).pathname).toBe(en(canonical ?? new URL(path, 'http://x').pathname));
    expect(seo.ogImage).toBeTruthy();
    await expectImage(request, seo.ogImage!);
    expect(seo.twitterCard).toBe('summary_large_image');
    expect(seo.twitterImage).toBe(seo.ogImage);
    // Each page names its versions in every language (issue 33; language-urls.spec checks them one by one).
    expect(html).toMatch(/hreflang="x-default"/i);
    const found = seo.jsonLd.map((item) => item['@type']);
    for (const type of types) expect(found, `${path} JSON-LD`).toContain(type);
    for (const item of seo.jsonLd) expect(item['@context']).toBe('https://schema.org');
  });
}

test('the home page JSON-LD lets search engines search the site', async ({ request }) => {
  const seo = readSeo(await (await request.get(en('/'))).text());
  const site = seo.jsonLd.find((item) => item['@type'] === 'WebSite') as {
    potentialAction?: { target?: { urlTemplate?: string } };
  };
  expect(site.potentialAction?.target?.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
});

test('pages addressed by a bare number are noindex; slug pages are indexed', async ({ request }) => {
  expect(readSeo(await (await request.get(en('/persons/1'))).text()).robots).toMatch(/noindex/);
  expect(readSeo(await (await request.get(en('/contents/1'))).text()).robots).toMatch(/noindex/);
  for (const path of ['/row/3', '/rowset/2', '/catalog/100']) {
    const seo = readSeo(await (await request.get(en(path))).text());
    expect(seo.robots, path).toMatch(/noindex/);
    // The canonical address is the slug twin.
    expect(new URL(seo.canonical!).pathname, path).toMatch(/\/[a-z-]*[a-z][a-z-]*$/);
  }
  expect(readSeo(await (await request.get(en('/row/new'))).text()).robots).toBeNull();
  expect(readSeo(await (await request.get(en(`/persons/${DIRECTOR}`))).text()).robots).toBeNull();
  expect(readSeo(await (await request.get(en(`/contents/${FREE_FILM.slug}`))).text()).robots).toBeNull();
});

test('a person with a single title is noindex and left out of the sitemap', async ({ request }) => {
  const response = await request.get(en(`/persons/${SOLO_PERSON}`));
  expect(response.status()).toBe(200);
  expect(readSeo(await response.text()).robots).toMatch(/noindex/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/persons/${DIRECTOR}</loc>`);
  expect(sitemap).not.toContain(`/persons/${SOLO_PERSON}</loc>`);
});

test('content and person titles and descriptions follow the platform SEO masks', async ({ request }) => {
  const film = readSeo(await (await request.get(en(`/contents/${FREE_FILM.slug}`))).text());
  expect(film.title).toMatch(/^The Silent Harbor \(\d{4}\) — watch online/);
  expect(film.description).toMatch(/^The Silent Harbor \(\d{4}\): watch online/);
  const person = readSeo(await (await request.get(en(`/persons/${DIRECTOR}`))).text());
  expect(person.title).toMatch(/ — films and series/);
});

test('titles and persons share a 1200x630 PNG drawn for them from their artwork', async ({ request }) => {
  for (const path of [`/contents/${FREE_FILM.slug}`, `/persons/${DIRECTOR}`]) {
    const seo = readSeo(await (await request.get(en(path))).text());
    expect(new URL(seo.ogImage!).pathname).toMatch(/^\/en\/og\/(contents|persons)\/[a-z]/);
    const image = await request.get(seo.ogImage!);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  expect((await request.get(en('/og/contents/no-such-title'))).status()).toBe(404);
});

test("a share image named by an alias leads to the title's own image and is never stored", async ({ request }) => {
  for (const [alias, own] of [
    [`/og/contents/no-such-title-${FREE_FILM.id}`, `/og/contents/${FREE_FILM.slug}`],
    [`/og/persons/someone-${DIRECTOR.split('-').pop()}`, `/og/persons/${DIRECTOR}`],
  ]) {
    // Asked twice: stored, the second answer would come from the page cache (HIT).
    for (let ask = 0; ask < 2; ask += 1) {
      const answer = await request.get(en(alias), { maxRedirects: 0 });
      expect(answer.status(), alias).toBe(307);
      expect(answer.headers()['location'], alias).toBe(en(own));
      expect(answer.headers()['x-nextjs-cache'], alias).toBe('MISS');
    }
    const followed = await request.get(en(alias));
    expect(followed.headers()['content-type'], alias).toBe('image/png');
  }
});

test('channel, packet and provider pages share a 1200x630 PNG card instead of their SVG logo', async ({ request }) => {
  for (const [path, kind] of [
    ['/channels/all/dala-tv', 'channels'],
    ['/packets/2', 'packets'],
    ['/provider/demo', 'providers'],
  ]) {
    const seo = readSeo(await (await request.get(en(path))).text());
    expect(new URL(seo.ogImage!).pathname, path).toMatch(new RegExp(`^/en/og/${kind}/`));
    expect(seo.twitterImage, path).toBe(seo.ogImage);
    const image = await request.get(seo.ogImage!);
    expect(image.status(), seo.ogImage!).toBe(200);
    expect(image.headers()['content-type'], seo.ogImage!).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  expect((await request.get(en('/og/channels/no-such-channel'))).status()).toBe(404);
  expect((await request.get(en('/og/packets/999'))).status()).toBe(404);
  expect((await request.get(en('/og/providers/no-such-provider'))).status()).toBe(404);
});

test('a channel page lists the programme on air and those after it as live broadcasts, and follows the channel SEO mask', async ({
  request,
}) => {
  const seo = readSeo(await (await request.get(en('/channels/2/dala-tv'))).text());
  expect(seo.title).toMatch(/ — live/);
  const events = seo.jsonLd.filter((item) => item['@type'] === 'BroadcastEvent') as {
    startDate: string;
    endDate: string;
    isLiveBroadcast: boolean;
  }[];
  expect(events.every((event) => event.isLiveBroadcast)).toBe(true);
  const times = events.map((event) => [Date.parse(event.startDate), Date.parse(event.endDate)]);
  // One after another: each starts where the one before it ended, over hours, so a copy served later still names the
  // programme on air then.
  times.slice(1).forEach(([start], index) => expect(start).toBe(times[index][1]));
  expect(times.at(-1)![1] - times[0][0]).toBeGreaterThan(3 * 60 * 60_000);
  const now = Date.now();
  expect(times.some(([start, end]) => start <= now && now < end)).toBe(true);
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

/** Sitemap addresses requested at once: enough to finish in time, few enough for a loaded machine. */
const SITEMAP_CHECKS_AT_ONCE = 4;

/** Addresses of each other language checked besides every default-language one: each is the same page in it. */
const SITEMAP_SAMPLE_PER_LANGUAGE = 8;

test('the sitemap lists contents, persons, packets and channels, and its addresses answer 200', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  );
  const kinds = ['/contents/', '/persons/', '/packets/', '/channels/'];
  for (const kind of kinds)
    expect(
      urls.some((url) => url.includes(kind)),
      kind,
    ).toBe(true);
  // Every address of the default language, and a spread of each other language's (issue 33: each page is in the
  // sitemap once per language), a few at a time so the server is not flooded.
  const byLanguage = new Map<string, string[]>();
  for (const url of urls) {
    const language = addressLocale(new URL(url).pathname);
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), url]);
  }
  expect(byLanguage.size).toBe(11);
  const checked = [...byLanguage].flatMap(([language, list]) => {
    if (language === DEFAULT_LOCALE) return list;
    const step = Math.max(1, Math.floor(list.length / SITEMAP_SAMPLE_PER_LANGUAGE));
    return list.filter((_, index) => index % step === 0).slice(0, SITEMAP_SAMPLE_PER_LANGUAGE);
  });
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < checked.length) {
      const url = new URL(checked[next++]);
      // The sitemap names canonical addresses: a redirect counts as a failure too.
      const page = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
      if (page.status() !== 200) failed.push(`${page.status()} ${url}`);
    }
  };
  await Promise.all(Array.from({ length: SITEMAP_CHECKS_AT_ONCE }, worker));
  expect(failed).toEqual([]);
});
