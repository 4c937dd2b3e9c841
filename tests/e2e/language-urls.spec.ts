import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import ru from '../../messages/ru.json';
import { DIRECTOR, FIRST_EPISODE, FREE_FILM, SERIES, readSeo } from './support/catalogue';
import { VIEWER_AGENT } from './support/agents';

/**
 * Issue 33: one public site per language. Every request here goes without cookies and without Accept-Language, as a
 * crawler's does (the request context sends neither): the address alone must name the page's language.
 */

const LANGUAGES = ['ru', 'kk', 'en'] as const;
const ALL_LANGUAGES = ['kk', 'ru', 'en', 'uz', 'bg', 'tg', 'ky', 'ka', 'lv', 'az', 'ro'];
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Every public page type, by its default-language address. */
const PAGES = [
  '/',
  '/movies',
  '/row/new',
  '/catalog/catalog',
  `/contents/${FREE_FILM.slug}`,
  `/contents/${SERIES.slug}`,
  `/contents/${FIRST_EPISODE}`,
  `/persons/${DIRECTOR}`,
  '/channels',
  '/channels/all/dala-tv',
  '/packets',
  '/packets/2',
  '/provider/demo',
  '/news',
  '/news/1',
  '/faq',
  '/agreement',
];

const inLanguage = (path: string, language: string) =>
  language === 'ru' ? path : `/${language}${path === '/' ? '' : path}`;

function alternates(html: string): Map<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)];
  return new Map(links.map((link) => [link[1], link[2]]));
}

async function page(request: APIRequestContext, address: string, headers: Record<string, string> = {}) {
  const response = await request.get(address, { headers, maxRedirects: 0 });
  return { response, html: await response.text() };
}

for (const path of PAGES) {
  test(`${path} answers in the language its address names, with its canonical and every language version`, async ({
    request,
  }) => {
    for (const language of LANGUAGES) {
      const address = inLanguage(path, language);
      const { response, html } = await page(request, address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['content-language'], address).toBe(language);
      expect(html, address).toContain(`<html lang="${language}"`);
      const seo = readSeo(html);
      expect(new URL(seo.canonical!).pathname, address).toBe(address);
      const versions = alternates(html);
      expect([...versions.keys()].sort(), address).toEqual([...ALL_LANGUAGES, 'x-default'].sort());
      for (const other of ALL_LANGUAGES) expect(new URL(versions.get(other)!).pathname).toBe(inLanguage(path, other));
      expect(new URL(versions.get('x-default')!).pathname).toBe(path);
      expect(html).toContain(`<meta property="og:locale" content="${{ ru: 'ru_RU', kk: 'kk_KZ', en: 'en_US' }[language]}"/>`);
    }
  });
}

test('every language version a page names answers 200 in that language', async ({ request }) => {
  for (const path of [`/contents/${FREE_FILM.slug}`, '/channels/all/dala-tv', '/packets/2']) {
    const { html } = await page(request, inLanguage(path, 'kk'));
    for (const [language, href] of alternates(html)) {
      const { response } = await page(request, new URL(href).pathname);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-language'], href).toBe(language === 'x-default' ? 'ru' : language);
    }
  }
});

test('links inside a page stay in its language', async ({ request }) => {
  for (const address of ['/kk', '/kk/channels/all/dala-tv', '/kk/packets/2', `/kk/contents/${SERIES.slug}`]) {
    const { html } = await page(request, address);
    const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]);
    const inApp = hrefs.filter((href) => !/^\/(api|_next|icons)\//.test(href) && !/\.\w+$/.test(href));
    expect(inApp.length, address).toBeGreaterThan(10);
    expect(inApp.filter((href) => href !== '/kk' && !href.startsWith('/kk/') && !href.startsWith('/kk?')), address).toEqual([]);
  }
});

test('JSON-LD names the page language and its own addresses', async ({ request }) => {
  const { html } = await page(request, `/en/contents/${FREE_FILM.slug}`);
  const movie = readSeo(html).jsonLd.find((item) => item['@type'] === 'Movie')!;
  expect(movie.inLanguage).toBe('en');
  expect(new URL(String(movie.url)).pathname).toBe(`/en/contents/${FREE_FILM.slug}`);
});

test('a Kazakh viewer landing on a Russian address is moved to the Kazakh one, privately; a crawler is not', async ({
  request,
}) => {
  const chosen = await page(request, '/channels?from=mail', { cookie: 'lang=kk', 'user-agent': VIEWER_AGENT });
  expect(chosen.response.status()).toBe(307);
  expect(new URL(chosen.response.headers().location, 'http://x').pathname + new URL(chosen.response.headers().location, 'http://x').search).toBe(
    '/kk/channels?from=mail',
  );
  expect(chosen.response.headers()['cache-control']).toBe('private, no-store');
  const browser = await page(request, `/contents/${FREE_FILM.slug}`, { 'accept-language': 'kk-KZ,kk;q=0.9', 'user-agent': VIEWER_AGENT });
  expect(browser.response.headers().location).toMatch(new RegExp(`/kk/contents/${FREE_FILM.slug}$`));
  const crawler = await page(request, '/channels', { cookie: 'lang=kk', 'accept-language': 'kk', 'user-agent': GOOGLEBOT });
  expect(crawler.response.status()).toBe(200);
  expect(crawler.response.headers()['content-language']).toBe('ru');
  // A shared address in a language the visitor's browser merely prefers is what they asked for.
  const shared = await page(request, '/en/channels', { 'accept-language': 'kk', 'user-agent': VIEWER_AGENT });
  expect(shared.response.status()).toBe(200);
});

test('bad addresses and cookies: an unknown prefix is a 404, the default prefix goes bare, a bad cookie is ignored', async ({
  request,
}) => {
  expect((await page(request, `/xx/contents/${FREE_FILM.slug}`)).response.status()).toBe(404);
  const prefixed = await page(request, `/ru/contents/${FREE_FILM.slug}?a=1`);
  expect(prefixed.response.status()).toBe(308);
  expect(prefixed.response.headers().location).toMatch(new RegExp(`^(https?://[^/]+)?/contents/${FREE_FILM.slug}\\?a=1$`));
  const badCookie = await page(request, '/channels', { cookie: 'lang=%3Cscript%3E', 'user-agent': VIEWER_AGENT });
  expect(badCookie.response.status()).toBe(200);
  expect(badCookie.response.headers()['content-language']).toBe('ru');
});

test('search results and alias addresses are noindex in every language', async ({ request }) => {
  for (const address of ['/kk/search?q=harbor', '/en/packets/demo_2']) {
    const { html } = await page(request, address);
    expect(readSeo(html).robots, address).toMatch(/noindex/);
  }
  const alias = readSeo((await page(request, '/en/packets/demo_2')).html);
  expect(new URL(alias.canonical!).pathname).toBe('/en/packets/2');
});

test('the sitemap lists every page in every language with reciprocal alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1])![1],
    alternates: new Map([...match[1].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [link[1], link[2]])),
  }));
  const byLoc = new Map(urls.map((url) => [url.loc, url]));
  const origin = new URL(urls[0].loc).origin;
  for (const path of ['/channels', '/packets', '/provider/demo', '/news', '/movies', '/kk/packets', '/en/news', '/uz']) {
    expect(byLoc.has(`${origin}${path}`), path).toBe(true);
  }
  // Thousands of pairs: collected in plain code and asserted once (an expect per pair took minutes).
  const sameSet = (a: Map<string, string>, b: Map<string, string> | undefined) =>
    b !== undefined && a.size === b.size && [...a].every(([language, href]) => b.get(language) === href);
  const problems: string[] = [];
  for (const url of urls) {
    if (url.alternates.size !== 12) problems.push(`${url.loc}: ${url.alternates.size} alternates`);
    for (const [language, href] of url.alternates) {
      if (language !== 'x-default' && !sameSet(url.alternates, byLoc.get(href)?.alternates)) problems.push(`${url.loc} -> ${href}`);
    }
  }
  expect(problems).toEqual([]);
  expect(urls.some((url) => url.loc.includes('/search'))).toBe(false);
});

test.describe('a Russian-speaking browser', () => {
  test.use({ locale: 'ru-RU' });

  test('the language switcher moves the viewer to the same page in the chosen language', async ({ page: tab }) => {
    await tab.goto(`/contents/${FREE_FILM.slug}`);
    await expect(tab.locator('html')).toHaveAttribute('lang', 'ru');
    await tab.getByRole('combobox', { name: ru.shell.footer.language }).selectOption('kk');
    await expect(tab).toHaveURL(new RegExp(`/kk/contents/${FREE_FILM.slug}$`));
    await expect(tab.locator('html')).toHaveAttribute('lang', 'kk');
    // The choice is kept: the bare address now leads to the Kazakh one.
    await tab.goto('/channels');
    await expect(tab).toHaveURL(/\/kk\/channels$/);
  });
});
