import { type Browser, type BrowserContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { signIn, useChildProfile } from './support/channels';
import { holdPrompts } from './support/prompts';

const t = en.channels;
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const PHONE = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

test.use(PHONE);

/**
 * What the server's answer alone shows this browser on /channels: its cookies, the page's inline scripts (which reveal
 * streamed parts), none of the app's code (a phone's first paint, before hydration).
 */
async function firstPaint(browser: Browser, from: BrowserContext) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await context.addCookies(await from.cookies());
  await context.route('**/_next/static/**/*.js', (route) => route.abort());
  const page = await context.newPage();
  const html = await (await page.goto('/channels'))!.text();
  await expect(page.locator('main')).not.toBeEmpty();
  return {
    list: page.getByRole('list', { name: t.listLabel }),
    html,
    close: async () => {
      await page.goto('about:blank');
      await context.close();
    },
  };
}

async function profileHint(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'tv_profile')?.value;
}

test('a returning phone visitor on an adult profile gets the channel list from the server, a child profile never', async ({ browser, context, page }) => {
  await context.addCookies([
    { name: 'app_skipped', value: '1', url: baseURL },
    { name: 'lang', value: 'en', url: baseURL },
  ]);
  await holdPrompts(context, baseURL);
  await signIn(page.request, 'parent');
  // A new session's profile is not known yet: its /channels is rendered without the public list.
  expect(await profileHint(context)).toBeUndefined();
  let paint = await firstPaint(browser, context);
  await expect(paint.list.getByText('Samal', { exact: true })).toHaveCount(0);
  expect(paint.html).not.toContain('Samal');
  await paint.close();

  // The start-up reads the viewer, and the platform's answer names the adult profile.
  await page.goto('/channels');
  await expect.poll(() => profileHint(context)).toBe('adult');
  paint = await firstPaint(browser, context);
  await expect(paint.list.getByText('Samal', { exact: true })).toBeVisible();
  expect(paint.html).toContain('Night Club');
  await paint.close();

  // Choosing the child profile is recorded from the switch's own answer: no public list from then on.
  await useChildProfile(page.request);
  expect(await profileHint(context)).toBe('child');
  paint = await firstPaint(browser, context);
  await expect(paint.list.getByText('Samal', { exact: true })).toHaveCount(0);
  expect(paint.html).not.toContain('Samal');
  expect(paint.html).not.toContain('Night Club');
  await paint.close();
});
