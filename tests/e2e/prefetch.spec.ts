import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdPrompts } from './support/prompts';

/**
 * Catalogue cards are prefetched when the viewer shows intent, not for every card that scrolls into view
 * (components/ui/intent-link.tsx): the home page alone showed 44 prefetch requests, each sent again when a
 * modal page opened over it.
 */
function recordPrefetches(page: Page): Set<string> {
  const prefetched = new Set<string>();
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.add(new URL(request.url()).pathname);
  });
  return prefetched;
}

/** Card addresses that no other link on the page (menu, banner, row header) also points to. */
async function cardOnlyPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const path = (a: HTMLAnchorElement) => new URL(a.href).pathname;
    const anchors = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const isCard = (a: HTMLAnchorElement) => /-card$/.test(a.dataset.testid ?? '');
    const others = new Set(anchors.filter((a) => !isCard(a)).map(path));
    return [...new Set(anchors.filter(isCard).map(path))].filter((p) => !others.has(p));
  });
}

test('home cards are prefetched on hover, not when shown, and opening a title does not prefetch them again', async ({ page, context, baseURL }) => {
  await holdPrompts(context, baseURL!);
  const prefetched = recordPrefetches(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const cardPaths = await cardOnlyPaths(page);
  expect(cardPaths.length).toBeGreaterThan(5);
  expect(cardPaths.filter((p) => prefetched.has(p))).toEqual([]);

  const card = page.locator(`[data-testid="content-card"][href^="${cardPaths.find((p) => p.includes('/contents/'))}"]`).first();
  const target = new URL((await card.getAttribute('href'))!, page.url()).pathname;
  await card.hover();
  await expect.poll(() => prefetched.has(target)).toBe(true);

  prefetched.clear();
  // Opened from the keyboard with the pointer in a corner: a card of the title page (its similar titles) that
  // appeared under a resting pointer would be hovered, and rightly prefetched.
  await page.mouse.move(0, 0);
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}`));
  await page.waitForLoadState('networkidle');
  // The cards stay under the modal page; links of the title itself (its cast, its similar titles) may prefetch.
  const stillCardOnly = await cardOnlyPaths(page);
  expect(stillCardOnly.length).toBeGreaterThan(5);
  expect(stillCardOnly.filter((p) => p !== target && prefetched.has(p))).toEqual([]);
});

test("a packet's channels and titles are prefetched on hover, not when its page shows them", async ({ page, context, baseURL }) => {
  await holdPrompts(context, baseURL!);
  const prefetched = recordPrefetches(page);
  await page.goto('/packets/2');
  await page.waitForLoadState('networkidle');
  const linkPaths = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a[href*="/channels/"], main a[href*="/contents/"]')].map((a) => new URL(a.href).pathname),
  );
  expect(linkPaths.length).toBeGreaterThan(5);
  expect(linkPaths.filter((p) => prefetched.has(p))).toEqual([]);

  const channel = page.locator('main a[href*="/channels/"]').first();
  const target = new URL((await channel.getAttribute('href'))!, page.url()).pathname;
  await channel.hover();
  await expect.poll(() => prefetched.has(target)).toBe(true);
});

test('opening the player over a title puts the title away, and Back shows it as it was', async ({ page, context, baseURL }) => {
  await holdPrompts(context, baseURL!);
  const login = await page.request.post('/api/v2/auth/login', { data: { login: 'demo', password: 'demo123' } });
  expect(login.ok()).toBe(true);
  // An episode the demo member may watch: its page links its series, season and cast.
  await page.goto('/contents/1002');
  const castLink = page.locator('a[href*="/persons/"]').first();
  await expect(castLink).toBeVisible();
  await page.getByTestId('watch-button').first().click();
  await expect(page.getByTestId('player')).toBeVisible();
  // Hidden under the player (components/catalogue/watch/page-beneath-player.tsx), not unmounted.
  await expect(castLink).toBeHidden();
  await expect(castLink).toHaveCount(1);
  await page.goBack();
  await expect(page.getByTestId('player')).toHaveCount(0);
  await expect(castLink).toBeVisible();
});
