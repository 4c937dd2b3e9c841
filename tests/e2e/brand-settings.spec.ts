import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { extraServerForFile } from './support/extra-server';
import { signInNewMember, waitForSession } from './support/session';

/**
 * A brand build's settings, read by the server at start: promo codes off (PROMO_CODES_ENABLED=0), titles hidden
 * (HIDDEN_CONTENT_IDS) and one partner's menu links (PARTNER_MENU_LINKS). An extra server of the same build runs with
 * them, against the worker's platform.
 */
const HIDDEN_FILM = 8;
/** Its address slug, in every page that shows it (canonical, JSON-LD). */
const HIDDEN_FILM_SLUG = 'the-winter-train-8';
/** A hidden series takes its seasons and episodes with it: season 1001 and episode 1002 of series 81. */
const HIDDEN_SERIES = { id: 81, season: 1001, episode: 1002 };
/** catalogue-vod-billing.md section 2, "one partner adds two external link items": a partner the spec leaves unnamed. */
const PARTNER_LINKS = {
  partner: 'northtel',
  links: [
    { title: { en: 'Partner shop', ru: 'Магазин партнёра' }, url: 'https://shop.northtel.example/' },
    { title: 'Northtel help', url: 'https://help.northtel.example/tv' },
  ],
};
const server = extraServerForFile({
  env: { PROMO_CODES_ENABLED: '0', HIDDEN_CONTENT_IDS: `${HIDDEN_FILM},${HIDDEN_SERIES.id}`, PARTNER_MENU_LINKS: JSON.stringify(PARTNER_LINKS) },
});

test('with promo codes off, /promo and /gift are not found and no page offers a promo code', async ({ page, request }) => {
  for (const path of ['/promo', '/promo?code=BONUS500', '/gift']) {
    expect((await request.get(`${server.url}${path}`)).status(), path).toBe(404);
  }
  const promoEntries = (base: string) => [
    page.getByRole('button', { name: en.shell.promoCode, exact: true }),
    page.locator(`a[href*="/promo"], a[href*="/gift"], a[href*="${base}/promo"]`),
  ];
  // The worker's server (promo codes on) offers them: the check below can fail.
  await page.goto('/');
  await waitForSession(page);
  await expect(promoEntries('')[0]).toBeVisible();
  await page.goto(`${server.url}/`);
  await waitForSession(page);
  for (const entry of promoEntries(server.url)) await expect(entry).toHaveCount(0);

  // The provider landing, where marketing links send people with a code, offers it only with promo codes on.
  const landingPromo = page.getByRole('button', { name: en.provider.promo, exact: true });
  await page.goto('/provider/demo');
  await expect(landingPromo).toBeVisible();
  await page.goto(`${server.url}/provider/demo`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(landingPromo).toHaveCount(0);
  for (const entry of promoEntries(server.url)) await expect(entry).toHaveCount(0);
});

test('a hidden title answers not-found, is not in the sitemap, and its neighbours still open', async ({ request }) => {
  const hidden = await request.get(`${server.url}/contents/${HIDDEN_FILM}`);
  expect(hidden.status()).toBe(404);
  expect(await hidden.text()).not.toContain(HIDDEN_FILM_SLUG);
  expect((await request.get(`${server.url}/watch/${HIDDEN_FILM}`)).status()).toBe(404);
  for (const id of [HIDDEN_SERIES.id, HIDDEN_SERIES.season, HIDDEN_SERIES.episode]) {
    expect((await request.get(`${server.url}/contents/${id}`)).status(), `contents/${id}`).toBe(404);
  }
  expect((await request.get(`${server.url}/watch/${HIDDEN_SERIES.episode}`)).status()).toBe(404);
  expect((await request.get(`${server.url}/contents/1`)).status()).toBe(200);

  const sitemap = await request.get(`${server.url}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const parts = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const urls: string[] = [];
  for (const part of parts) {
    const path = new URL(part).pathname;
    if (!path.startsWith('/sitemaps/')) {
      urls.push(path);
      continue;
    }
    const text = await (await request.get(`${server.url}${path}`)).text();
    urls.push(...[...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname));
  }
  // Title addresses end in -{id}.
  const listedIds = urls.flatMap((url) => /^\/contents\/[^/]*-(\d+)$/.exec(url)?.[1] ?? []).map(Number);
  expect(listedIds).toContain(1);
  expect(listedIds).not.toContain(HIDDEN_FILM);
  // The sitemap lists series, not their seasons or episodes.
  expect(listedIds).not.toContain(HIDDEN_SERIES.id);

  // The same build with the setting off (the worker's server) shows it: the setting, not the data, hides it.
  const shown = await request.get(`/contents/${HIDDEN_FILM}`);
  expect(shown.status()).toBe(200);
  expect(await shown.text()).toContain(HIDDEN_FILM_SLUG);
  for (const id of Object.values(HIDDEN_SERIES)) expect((await request.get(`/contents/${id}`)).status(), `contents/${id}`).toBe(200);
});

/** The hidden film's director (platform seed), whose filmography holds it, and a film whose similar titles hold it. */
const HIDDEN_FILM_DIRECTOR = 'timur-vald-6';
const HIDDEN_FILM_NEIGHBOUR = 2;

test("a hidden title is left out of search results, its director's filmography and its neighbour's similar titles", async ({
  request,
}) => {
  const english = { headers: { cookie: 'lang=en' } };
  const pages = ['/search?q=winter%20train', `/persons/${HIDDEN_FILM_DIRECTOR}`, `/contents/${HIDDEN_FILM_NEIGHBOUR}`];
  for (const path of pages) {
    // The worker's server (the setting off) lists it there: the check on the brand server can fail.
    const shown = await request.get(path, english);
    expect(shown.status(), path).toBe(200);
    expect((await shown.text()).includes(HIDDEN_FILM_SLUG), `${path} lists it`).toBe(true);
    const hidden = await request.get(`${server.url}${path}`, english);
    expect(hidden.status(), path).toBe(200);
    expect((await hidden.text()).includes(HIDDEN_FILM_SLUG), `${path} lists it`).toBe(false);
  }
});

test('a hidden title stays out of the rows the browser loads itself: the viewing history on /my', async ({ page }) => {
  // The session cookie is the host's, so one member reads both servers (they share the worker's platform).
  await signInNewMember(page);
  const shownFilm = (await (await page.request.get('/api/v2/contents/1')).json()) as { slug: string };
  for (const contentId of [HIDDEN_FILM, 1]) {
    const saved = await page.request.post('/api/v2/users/self/history', {
      data: { content_id: contentId, seconds: 40, duration: 600 },
    });
    expect(saved.ok(), `history of ${contentId}`).toBe(true);
  }
  const link = (slug: string) => page.getByRole('main').locator(`a[href*="${slug}"]`);
  // The worker's server (the setting off) lists both: the check below can fail.
  await page.goto('/my');
  await expect(link(HIDDEN_FILM_SLUG).first()).toBeVisible({ timeout: 20_000 });
  await page.goto(`${server.url}/my`);
  await expect(link(shownFilm.slug).first()).toBeVisible({ timeout: 20_000 });
  await expect(link(HIDDEN_FILM_SLUG)).toHaveCount(0);
});

test("the partner's two menu links show to that partner's viewers only, in their language, opening the partner's site", async ({ page, context }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  // The header's menu, whatever language names it.
  const menu = page.getByRole('banner').getByRole('navigation');
  const shop = menu.getByRole('link', { name: 'Partner shop' });
  await page.goto(`${server.url}/`);
  await waitForSession(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  await expect(shop).toHaveCount(0);

  await page.goto(`${server.url}/?partner=${PARTNER_LINKS.partner}`);
  await waitForSession(page);
  await expect(shop).toHaveAttribute('href', PARTNER_LINKS.links[0].url);
  await expect(shop).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('link', { name: 'Northtel help' })).toHaveAttribute('href', PARTNER_LINKS.links[1].url);
  // The browser remembers the partner: a later page without ?partner= still has them, worded in its language.
  await context.addCookies([{ name: 'lang', value: 'ru', url: server.url }]);
  await page.goto(`${server.url}/movies`);
  await waitForSession(page);
  await expect(menu.getByRole('link', { name: 'Магазин партнёра' })).toHaveAttribute('href', PARTNER_LINKS.links[0].url);

  // Another partner's viewers, and the worker's server without the setting, get none.
  await page.goto(`${server.url}/?partner=mbank`);
  await waitForSession(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Магазин партнёра' })).toHaveCount(0);
  await page.goto(`/?partner=${PARTNER_LINKS.partner}`);
  await waitForSession(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  await expect(page.locator(`a[href="${PARTNER_LINKS.links[0].url}"]`)).toHaveCount(0);
});
