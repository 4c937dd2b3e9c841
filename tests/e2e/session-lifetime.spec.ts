import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { expectAdvancing, LIVE_CHANNEL_PAGE, videoTime } from './support/player';
import { holdPrompts } from './support/prompts';
import { startExtraServer, type ExtraServer } from './support/servers';

/**
 * A session outlives its token (core-session-account.md section 4 step 7, issue 31): on a platform whose tokens
 * last a few seconds, a lapsed token is re-authorized through the device, unseen, and the viewer stays who they were.
 */
const TOKEN_LIFETIME_SECONDS = 4;
const PAST_ONE_TOKEN_MS = (TOKEN_LIFETIME_SECONDS + 1) * 1000;
const DAY_SECONDS = 24 * 3600;

let server: ExtraServer | null = null;
const url = (path: string) => `${server!.url}${path}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  server = await startExtraServer({ platform: 'own', platformEnv: { PLATFORM_TOKEN_LIFETIME: String(TOKEN_LIFETIME_SECONDS) } });
});

test.afterAll(async () => {
  await server?.stop();
  server = null;
});

test.beforeEach(async ({ context }) => holdPrompts(context, server!.url));

type Viewer = { id: number; is_guest: boolean };

async function viewer(page: Page): Promise<Viewer> {
  const response = await page.request.get(url('/api/v2/users/self'));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Viewer;
}

async function cookieValue(page: Page, name: string) {
  return (await page.context().cookies(server!.url)).find((entry) => entry.name === name);
}

/** The demo member signed in as the app does it: password, this browser's device, its authorization. */
async function signInMember(page: Page): Promise<void> {
  const login = await page.request.post(url('/api/v2/auth/login'), { data: { login: 'demo', password: 'demo123' } });
  expect(login.status(), await login.text()).toBe(200);
  const device = await page.request.post(url('/api/v2/users/self/devices'), {
    data: { serial: `e2e-lifetime-${Date.now()}`, device_type: 'pc', application_type: 'web', vendor: 'Chromium', model: 'Playwright', os_name: 'linux' },
  });
  expect(device.status(), await device.text()).toBeLessThan(300);
  const id = ((await device.json()) as { id: string }).id;
  const bound = await page.request.post(url('/api/v2/auth/device'), { data: { device_id: id } });
  expect(bound.status(), await bound.text()).toBe(200);
}

test('a member keeps browsing and watching a channel across several token expiries and stays signed in', async ({ page }) => {
  test.setTimeout(240_000);
  // Unseen: no call of the page ever meets a 401, the gateway re-authorizes before answering.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 && response.url().includes('/api/')) refused.push(response.url());
  });
  await signInMember(page);
  const member = await viewer(page);
  expect(member.is_guest).toBe(false);
  const device = (await cookieValue(page, 'tv_device'))?.value;
  const signInButton = page.getByRole('button', { name: en.shell.signIn });

  // The session's cookies live as long as the device registration, not the token's few seconds.
  const tokenCookie = await cookieValue(page, 'tv_token');
  expect(tokenCookie!.expires - Date.now() / 1000).toBeGreaterThan(80 * DAY_SECONDS);

  // Browsing: each page is opened after the token of the one before has lapsed.
  for (const path of ['/', '/channels', '/']) {
    await page.waitForTimeout(PAST_ONE_TOKEN_MS);
    await page.goto(url(path));
    await expect(page.locator('html[data-session="ready"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId('avatar-button')).toBeVisible();
    await expect(signInButton).toHaveCount(0);
  }

  // Watching: the channel plays on while its token lapses again and again.
  await page.goto(url(LIVE_CHANNEL_PAGE));
  await expectAdvancing(page);
  for (let lapse = 0; lapse < 3; lapse += 1) {
    const before = await videoTime(page);
    await page.waitForTimeout(PAST_ONE_TOKEN_MS);
    await expectAdvancing(page);
    expect(await videoTime(page)).toBeGreaterThan(before);
    await expect(page.getByTestId('avatar-button')).toBeVisible();
    await expect(signInButton).toHaveCount(0);
  }

  // Still the same member on the same device, whose token was renewed on the way.
  expect(await viewer(page)).toMatchObject({ id: member.id, is_guest: false });
  expect((await cookieValue(page, 'tv_device'))?.value).toBe(device);
  expect((await cookieValue(page, 'tv_token'))?.value).not.toBe(tokenCookie!.value);
  await page.reload();
  await expect(page.getByTestId('avatar-button')).toBeVisible({ timeout: 20_000 });
  await expectAdvancing(page);
  expect(refused).toEqual([]);
});

test('a guest whose token lapsed comes back as the same guest', async ({ page }) => {
  await page.goto(url('/'));
  await expect(page.locator('html[data-session="ready"]')).toHaveCount(1, { timeout: 20_000 });
  const guest = await viewer(page);
  expect(guest.is_guest).toBe(true);
  await page.waitForTimeout(PAST_ONE_TOKEN_MS);
  await page.goto(url('/channels'));
  await expect(page.locator('html[data-session="ready"]')).toHaveCount(1, { timeout: 20_000 });
  expect(await viewer(page)).toMatchObject({ id: guest.id, is_guest: true });
});
