import type { Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import uz from '../../messages/uz.json';
import { holdPrompts } from './support/prompts';

/** The build's script and style chunks, which lazily loaded code (a dialog's body) arrives in. */
const CHUNKS = '**/_next/static/chunks/**';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.describe('server rendering in every interface language', () => {
  for (const [locale, messages] of Object.entries({ kk, ru, en, uz })) {
    test(`home is rendered on the server in ${locale} from the lang cookie`, async ({ request }) => {
      const response = await request.get('/', { headers: { cookie: `lang=${locale}` } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<title>${messages.meta.siteTitle}</title>`);
    });
  }

  test('Accept-Language decides when there is no cookie', async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'accept-language': 'uz-UZ,uz;q=0.9' } })).text();
    expect(html).toContain('<html lang="uz"');
  });
});

test('an unknown address is a 404 with the translated not-found screen, stored once per language and never over a page', async ({
  page,
  request,
}) => {
  // A menu page asked first: the request gate has read the menu, so one-segment addresses outside it are known to be nothing.
  const menuPage = await page.goto('/movies');
  expect(menuPage?.status()).toBe(200);
  for (const address of ['/no-such-place', '/no/such/place']) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
    await expect(main.getByRole('link', { name: en.notFound.home })).toHaveAttribute('href', /^\/(en)?$/);
    // Once the browser has drawn the not-found screen from its flight data, React may have added the page's robots tag
    // beside the server's: every one of them must say noindex.
    const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(robots.length).toBeGreaterThan(0);
    expect(robots.filter((content) => !/noindex/.test(content))).toEqual([]);
  }

  const inRussian = (address: string) => request.get(address, { headers: { cookie: 'lang=ru' } });
  // One stored 404 per language stands for every unknown address (issue 32): once it is stored, an address never
  // asked before is answered from it, so the copy is kept under no address of its own.
  await expect.poll(async () => (await inRussian('/no/such/place')).headers()['x-nextjs-cache']).toBe('HIT');
  for (const address of [`/never-asked-${Date.now()}`, `/never/asked/${Date.now()}`]) {
    const unknown = await inRussian(address);
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['x-nextjs-cache']).toBe('HIT');
    const html = await unknown.text();
    // The translated screen, as the browser draws it above (a production build sends a notFound() page's markup in
    // its flight data, not in the HTML: vercel/next.js#98295).
    expect(html).toContain(ru.notFound.page);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  }
  // The pages themselves keep their own answers beside it.
  for (const address of ['/movies', '/channels', '/']) {
    const known = await inRussian(address);
    expect(known.status()).toBe(200);
    expect(await known.text()).toContain('<html lang="ru"');
  }
  // A 404 under a page of the app (a title not published yet) is rendered again when asked again (MISS), never stored
  // under its address: the title shows there as soon as the platform has it.
  for (let ask = 0; ask < 2; ask += 1) {
    const missing = await inRussian('/contents/no-such-title');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-nextjs-cache']).toBe('MISS');
    expect(await missing.text()).toContain(ru.notFound.content);
  }
});

test('/watch without an id shows the not-found screen', async ({ page }) => {
  const response = await page.goto('/watch');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
  await expect(main.getByRole('link', { name: en.notFound.home })).toHaveAttribute('href', /^\/(en)?$/);
});

test('#auth opens the auth modal and Escape closes it, clearing the hash', async ({ page }) => {
  await page.goto('/#auth');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
});

test.describe('a dialog whose body is still loading', () => {
  // The service worker answers chunk requests from its cache, where page.route cannot hold them.
  test.use({ serviceWorkers: 'block' });

  test("an opening dialog shows the loading placeholder until its body's code arrives, then the body", async ({
    page,
    context,
    baseURL,
  }) => {
    await holdPrompts(context, baseURL!);
    // The modal host loads after hydration: a first dialog showing its body proves the host is there.
    await page.goto('/#auth');
    const auth = page.getByRole('dialog');
    await expect(auth.getByLabel(en.auth.phoneLabel)).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(auth).toBeHidden();

    // From here every chunk the page asks for waits until the test lets it go; the Smart TV body's is one of them.
    const held: Route[] = [];
    let released = false;
    await page.route(CHUNKS, (route) => (released ? route.continue() : void held.push(route)));
    await page.evaluate(() => {
      window.location.hash = 'smarttv';
    });
    const dialog = page.getByRole('dialog', { name: en.modals.titles.smarttv });
    const placeholder = dialog.getByRole('status', { name: en.modals.bodyLoading });
    await expect(placeholder).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(placeholder).toBeVisible();
    await expect(dialog.getByText(en.entries.smarttvText)).toHaveCount(0);

    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect(dialog.getByText(en.entries.smarttvText)).toBeVisible();
    await expect(placeholder).toHaveCount(0);
  });
});

test('an iPhone browser on /channels lands on the app-install page', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/channels');
  // Its English page's address (issue 33) is where the app-install page returns to.
  await expect(page).toHaveURL(/\/app_store\?from=%2F(en%2F)?channels/);
  await context.close();
});

test('?partner=mbank is remembered', async ({ page, context }) => {
  await page.goto('/?partner=mbank');
  await page.goto('/');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'partner')?.value).toBe('mbank');
});

test('the session token is an httpOnly cookie that page scripts cannot read', async ({ page, context }) => {
  await page.goto('/');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'tv_token')).toBe(true);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'tv_token')!;
  expect(token.httpOnly).toBe(true);
  expect(token.sameSite).toBe('Lax');
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain('tv_token=');
  expect(visible).not.toContain(token.value);
});

test('a content card opens over the page it came from, and back returns to that page', async ({ page }) => {
  await page.goto('/');
  const rowHeading = page.getByRole('heading', { level: 2 }).first();
  const rowTitle = (await rowHeading.textContent()) ?? '';
  const card = page.locator('a[href*="/contents/"]').first();
  const href = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The home page stays rendered under the modal page instead of being replaced by a full content page.
  await expect(page.getByRole('heading', { level: 2, name: rowTitle, includeHidden: true }).first()).toBeAttached();
  await dialog.getByRole('button', { name: en.modals.back }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/(en)?$/);
});
