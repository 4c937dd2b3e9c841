import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdPrompts } from './support/prompts';
import { DIRECTOR, FREE_FILM, SERIES, signIn } from './support/catalogue';
import { useChildProfile } from './support/channels';
import { VIEWER_AGENT } from './support/agents';
import en from '../../messages/en.json';

/**
 * "No layout shift from images or late data" (the guide's budgets): each public page, loaded as a
 * visitor would, must not move what is already on screen while artwork and client data arrive.
 * Core Web Vitals calls a Cumulative Layout Shift under 0.1 "good"; these pages measure under 0.02
 * today (2026-11), so half the "good" line catches a regression long before a viewer would notice.
 */
const MAX_LAYOUT_SHIFT = 0.05;
/** Late client data (session, personal rows, schedule) lands within this after the network settles. */
const SETTLE_MS = 1500;

const PAGES = [
  '/',
  '/movies',
  `/contents/${FREE_FILM.slug}`,
  `/contents/${SERIES.slug}`,
  `/persons/${DIRECTOR}`,
  '/channels',
  '/packets',
  '/provider/demo',
];

async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: { total: number; sources: string[] } };
    state.__layoutShift = { total: 0, sources: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (entry.hadRecentInput) continue;
        state.__layoutShift.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          if (node?.nodeName) state.__layoutShift.sources.push(`${node.nodeName.toLowerCase()}.${String(node.className ?? '').slice(0, 60)} (${entry.value.toFixed(3)})`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function expectStableLayout(page: Page, maxShift = MAX_LAYOUT_SHIFT) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const shift = await page.evaluate(() => (window as unknown as { __layoutShift: { total: number; sources: string[] } }).__layoutShift);
  expect(shift.total, `shifted: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(maxShift);
}

test.use({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'accept-language': 'en' } });

for (const path of PAGES) {
  test(`${path} does not shift its layout while loading`, async ({ page, context, baseURL }) => {
    await holdPrompts(context, baseURL!);
    await observeLayoutShift(page);
    await page.goto(path);
    await expectStableLayout(page);
  });
}

test('/channels does not shift for a returning viewer whose own list loads in the browser', async ({ page, context, baseURL }) => {
  await holdPrompts(context, baseURL!);
  await page.goto('/channels');
  await page.waitForLoadState('networkidle');
  await observeLayoutShift(page);
  await page.goto('/channels');
  await expectStableLayout(page);
});

/**
 * A phone as Lighthouse's mobile run has one (its viewport widths, its 4x slower CPU, set through CDP), where the hero's
 * buttons sit in a narrow column beside the poster and the bottom nav shows: start-up and the viewer's own data land
 * late there, and whatever they change must not move the page. Russian and Kazakh words are the longest; a child
 * profile's bottom nav differs from a guest's.
 */
const PHONE_CPU_SLOWDOWN = 4;
/**
 * "No layout shift" on a phone: these pages measure 0.000 there (2026-11); the film page's hero moved by 0.034 and the
 * bottom nav by 0.006 before their buttons' space was held in the server's HTML.
 */
const MAX_PHONE_LAYOUT_SHIFT = 0.005;
/** A premiere to rent: its price goes under the button's label in the phone's narrow column. */
const RENTAL_FILM = 61;
const PHONE_CASES = [
  { path: `/contents/${FREE_FILM.slug}`, viewer: 'guest', language: 'kk', viewport: { width: 360, height: 740 } },
  { path: `/contents/${RENTAL_FILM}`, viewer: 'guest', language: 'ru', viewport: { width: 360, height: 740 } },
  { path: '/', viewer: 'child', language: 'en', viewport: { width: 390, height: 844 } },
  { path: `/contents/${FREE_FILM.slug}`, viewer: 'member', language: 'en', viewport: { width: 412, height: 915 } },
  { path: '/channels', viewer: 'guest', language: 'en', viewport: { width: 360, height: 740 } },
] as const;

test.describe('on a slow phone', () => {
  for (const { path, viewer, language, viewport } of PHONE_CASES) {
    test(`${path} does not shift for a ${viewer} (${language}, ${viewport.width} px)`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport, isMobile: true, hasTouch: true, userAgent: VIEWER_AGENT, extraHTTPHeaders: { 'accept-language': language } });
      try {
        await holdPrompts(context, baseURL!);
        const page = await context.newPage();
        if (viewer === 'member') await signIn(context.request, 'demo');
        if (viewer === 'child') {
          await signIn(context.request, 'parent');
          await useChildProfile(context.request);
        }
        await observeLayoutShift(page);
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
        await page.goto(path);
        // At 4x CPU start-up begins after the network first goes quiet: the page is measured once the viewer, and
        // on a film page their buttons, have replaced what held their places.
        await expect(page.getByTestId('user-area-reserved')).not.toBeAttached({ timeout: 30_000 });
        await expect(page.getByTestId('watch-loader')).toHaveCount(0, { timeout: 10_000 });
        await expectStableLayout(page, MAX_PHONE_LAYOUT_SHIFT);
      } finally {
        await context.close();
      }
    });
  }
});

test('/channels on a slow phone does not shift for a viewer with recently watched channels', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, userAgent: VIEWER_AGENT, extraHTTPHeaders: { 'accept-language': 'en' } });
  try {
    await holdPrompts(context, baseURL!);
    // Two channels watched on an earlier visit: the page reads them only once it knows its width, after hydration.
    await context.addInitScript(() => localStorage.setItem('channels.recent', '[4,8]'));
    const page = await context.newPage();
    await observeLayoutShift(page);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.goto('/channels');
    await expect(page.getByRole('region', { name: en.channels.recent }).getByRole('link')).toHaveCount(2, { timeout: 30_000 });
    await expectStableLayout(page, MAX_PHONE_LAYOUT_SHIFT);
  } finally {
    await context.close();
  }
});

/** Where the header's promo button stands: it is the first action, so it moves whenever a later one changes width. */
async function promoButtonX(page: Page): Promise<number> {
  const box = await page.locator('header').getByRole('button', { name: 'Promo code' }).boundingBox();
  return Math.round(box!.x);
}

for (const viewer of ['guest', 'member'] as const) {
  test(`the header's buttons stay put while start-up decides who the ${viewer} is`, async ({ page, context, baseURL }) => {
    await holdPrompts(context, baseURL!);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    if (viewer === 'member') {
      expect((await page.request.post('/api/v2/auth/login', { data: { login: 'demo', password: 'demo123' } })).status()).toBe(200);
      // A returning member: this browser's last start-up found them signed in (lib/session/member-hint.ts).
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-member', '', { timeout: 20_000 });
    }
    // A slow answer about the viewer stretches start-up, so the header is seen before and after it.
    await page.route('**/api/v2/users/self', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/movies');
    await expect(page.getByTestId('user-area-reserved')).toBeAttached();
    const before = await promoButtonX(page);
    await expect(page.getByTestId('user-area-reserved')).not.toBeAttached({ timeout: 10_000 });
    // The held place has the shape of what comes: the sign-in button's, or a member's messages and avatar.
    expect((await promoButtonX(page)) - before).toBe(0);
  });
}

test("the trial button a guest is offered arrives late without moving anything in the header", async ({ page, context, baseURL }) => {
  await holdPrompts(context, baseURL!);
  await page.addInitScript(() => {
    const state = window as unknown as { __headerShifts: string[] };
    state.__headerShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }>) {
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          if (node?.closest?.('header')) state.__headerShifts.push(`${node.nodeName.toLowerCase()}.${String(node.className).slice(0, 40)} (${entry.value.toFixed(4)})`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/movies');
  // The demo provider gives guests promo days: the button comes once start-up knows the viewer is a guest.
  await expect(page.getByTestId('trial-button')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  expect(await page.evaluate(() => (window as unknown as { __headerShifts: string[] }).__headerShifts)).toEqual([]);
});

test('a guest on a desktop gets settings in the header, sent in the server HTML, and it stays put while start-up runs', async ({ page, context, baseURL }) => {
  await holdPrompts(context, baseURL!);
  // The server's HTML already holds the link: nothing is inserted once start-up knows the guest.
  const html = await (await page.request.get('/movies')).text();
  const links = html.match(/<a [^>]*>/g) ?? [];
  expect(links.some((tag) => /href="(\/en)?\/settings"/.test(tag) && tag.includes('aria-label="Settings"'))).toBe(true);
  await observeLayoutShift(page);
  // A slow answer about the viewer stretches start-up, so the link is seen before and after it.
  await page.route('**/api/v2/users/self', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/movies');
  const settings = page.locator('header').getByRole('link', { name: 'Settings' });
  await expect(page.getByTestId('user-area-reserved')).toBeAttached();
  const before = await settings.boundingBox();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 10_000 });
  expect(await settings.boundingBox()).toEqual(before);
  await expectStableLayout(page);
  await settings.click();
  await expect(page).toHaveURL(/\/settings$/);
});

test("a row keeps its height when its pictures land, whatever their own shape", async ({ page, context, baseURL }) => {
  await holdPrompts(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  // Every picture waits until the page has been measured without it; the platform's channel logos are square, the
  // cards' boxes 16:9 (cards.tsx), as an operator's own logos may be any shape.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/art/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const rowHeights = () => page.locator('main section').evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
  await expect(page.locator('main section img').first()).toBeAttached();
  const before = await rowHeights();
  release();
  await expect
    .poll(() => page.locator('main section img[loading="eager"]').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  expect(await rowHeights()).toEqual(before);
});
