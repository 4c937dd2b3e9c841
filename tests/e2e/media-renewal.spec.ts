import type { BrowserContext, Page } from '@playwright/test';
import { findScheduleItem } from './support/channels';
import { expect, test } from './support/fixtures';
import { EPISODES, LIVE_CHANNEL_PAGE, playerVideo, videoTime } from './support/player';
import { holdPrompts } from './support/prompts';
import { startExtraServer, type ExtraServer } from './support/servers';

/**
 * Issue 35 items 1 and 2, "How it is checked": signed media addresses that expire every 15 s (a platform of this
 * file's own, PLATFORM_MEDIA_URL_LIFETIME=15) and a player that renews them as it plays, ahead of the expiry their
 * token states. A channel, an archive programme and a title each play for several lifetimes: the picture never stands
 * still, no media request meets a refusal, the element never reloads (no `emptied`: hls.js follows the renewed
 * address), no error is shown and none is reported. An address is bound to the browser it was handed to (its media
 * cookie): copied to another, it is refused.
 */

const LIFETIME_S = 15;
const LIFETIMES_PLAYED = 3;
const SAMPLE_MS = 3000;
/** The longest the picture may wait for data once playing: a renewal must not show as a stall. */
const LONGEST_WAIT_MS = 1000;

let server: ExtraServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  server = await startExtraServer({
    platform: 'own',
    platformEnv: { PLATFORM_MEDIA_URL_LIFETIME: String(LIFETIME_S) },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page.context());
});

async function playbackErrorsSince(since: number): Promise<unknown[]> {
  const response = await fetch(`${server.platformUrl}/dev/metrics?name=playback_error`);
  return ((await response.json()) as { data: { id: number }[] }).data.filter((event) => event.id > since);
}

async function lastPlatformMetricId(): Promise<number> {
  const response = await fetch(`${server.platformUrl}/dev/metrics`);
  return ((await response.json()) as { data: { id: number }[] }).data.reduce(
    (max, event) => Math.max(max, event.id),
    0,
  );
}

/** Counts the element's reloads (emptied) and its waits for data once it played, from now on. */
async function watchVideo(page: Page): Promise<() => Promise<{ emptied: number; longestWaitMs: number }>> {
  await playerVideo(page).evaluate((video: HTMLVideoElement) => {
    const seen = { emptied: 0, longestWaitMs: 0, waitingSince: 0 };
    Object.assign(window, { e2eRenewal: seen });
    video.addEventListener('emptied', () => (seen.emptied += 1));
    video.addEventListener('waiting', () => (seen.waitingSince = performance.now()));
    video.addEventListener('playing', () => {
      if (seen.waitingSince) seen.longestWaitMs = Math.max(seen.longestWaitMs, performance.now() - seen.waitingSince);
      seen.waitingSince = 0;
    });
  });
  return () =>
    page.evaluate(() => {
      const seen = (
        window as unknown as { e2eRenewal: { emptied: number; longestWaitMs: number; waitingSince: number } }
      ).e2eRenewal;
      const open = seen.waitingSince ? performance.now() - seen.waitingSince : 0;
      return { emptied: seen.emptied, longestWaitMs: Math.round(Math.max(seen.longestWaitMs, open)) };
    });
}

/**
 * Errors on screen: the player's error box, the stream-error gate (role alert, but for Next's route announcer) and
 * toasts (the alerts' log region).
 */
const shownErrors = (page: Page) =>
  page.locator('[role="alert"]:not(#__next-route-announcer__), [role="log"] > *').count();

/** Plays for several address lifetimes and samples the picture, which moves between every two samples. */
async function playsAcrossLifetimes(page: Page, streamPath: RegExp, since: number): Promise<void> {
  const streams: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (streamPath.test(new URL(request.url()).pathname)) streams.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/media/'))
      refused.push(response.url());
  });
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const seen = await watchVideo(page);
  let previous = await videoTime(page);
  const samples = Math.ceil((LIFETIMES_PLAYED * LIFETIME_S * 1000) / SAMPLE_MS);
  for (let sample = 0; sample < samples; sample += 1) {
    await page.waitForTimeout(SAMPLE_MS);
    const now = await videoTime(page);
    expect(now, `the picture stood still at sample ${sample}`).toBeGreaterThan(previous);
    expect(await shownErrors(page), `an error was shown at sample ${sample}`).toBe(0);
    previous = now;
  }
  const { emptied, longestWaitMs } = await seen();
  const figures = `${streams.length} stream requests, ${refused.length} refused media requests, longest wait ${longestWaitMs} ms`;
  test.info().annotations.push({ type: 'renewal', description: figures });
  // Renewed ahead of each known expiry: no request met a refusal, and the stream was asked again every lifetime.
  expect(refused, 'a media request met an expired address').toEqual([]);
  expect(streams.length, 'the stream was asked again before its address expired').toBeGreaterThanOrEqual(
    LIFETIMES_PLAYED,
  );
  expect(emptied, 'the renewed address went on in the same playback, not a reload').toBe(0);
  expect(longestWaitMs).toBeLessThan(LONGEST_WAIT_MS);
  expect(await playbackErrorsSince(since)).toEqual([]);
}

test('a live channel plays on across several address lifetimes', async ({ page }) => {
  const since = await lastPlatformMetricId();
  await page.goto(`${server.url}${LIVE_CHANNEL_PAGE}`);
  await playsAcrossLifetimes(page, /^\/api\/v2\/channels\/1\/stream$/, since);
});

test('an archive programme plays on across several address lifetimes', async ({ page }) => {
  await page.goto(`${server.url}/channels/all/tumar`);
  const item = await findScheduleItem(page, 'archive');
  const since = await lastPlatformMetricId();
  await item.click();
  await expect(page).toHaveURL(/[?&]ts=\d+/);
  await playsAcrossLifetimes(page, /^\/api\/v2\/channels\/\d+\/stream$/, since);
});

test('a title plays on across several address lifetimes', async ({ page }) => {
  const since = await lastPlatformMetricId();
  await page.goto(`${server.url}/watch/${EPISODES.tracks}`);
  await playsAcrossLifetimes(page, /^\/api\/v2\/libraries\/\d+\/contents\/\d+\/stream$/, since);
});

/** Logs a context in as the demo member: a new device of the same viewer. */
async function signIn(context: BrowserContext): Promise<void> {
  await holdPrompts(context, server.url);
  const response = await context.request.post(`${server.url}/api/v2/auth/login`, {
    data: { login: 'demo', password: 'demo123' },
  });
  expect(response.ok()).toBe(true);
}

/** Registers a device for the signed-in context and authorizes it, as the app's sign-in does: the token's device. */
async function onOwnDevice(context: BrowserContext, serial: string): Promise<void> {
  const device = await context.request.post(`${server.url}/api/v2/users/self/devices`, {
    data: {
      serial,
      device_type: 'pc',
      application_type: 'web',
      vendor: 'Chromium',
      model: 'Playwright',
      os_name: 'linux',
    },
  });
  expect(device.status(), await device.text()).toBeLessThan(300);
  const { id } = (await device.json()) as { id: string };
  const bound = await context.request.post(`${server.url}/api/v2/auth/device`, { data: { device_id: id } });
  expect(bound.status(), await bound.text()).toBe(200);
}

/** The newest media address of each kind (playlist, segment) the page fetched and was served. */
function servedMedia(page: Page): { newest: (kind: RegExp) => string } {
  const served: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 200 && new URL(response.url()).pathname.startsWith('/media/live/')) {
      served.push(response.url());
    }
  });
  return {
    newest: (kind) => {
      const url = served.findLast((each) => kind.test(new URL(each).pathname));
      expect(url, `no ${kind} was served`).toBeDefined();
      return url!;
    },
  };
}

test('an address copied to another browser is refused while the browser it was handed to plays on', async ({
  page,
  browser,
  playwright,
}) => {
  const run = Date.now();
  await onOwnDevice(page.context(), `e2e-a-${run}`);
  const media = servedMedia(page);
  await page.goto(`${server.url}${LIVE_CHANNEL_PAGE}`);
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
  const addresses = [media.newest(/\/tk\.[^/]+\/.*\.m3u8$/), media.newest(/\/tk\.[^/]+\/.*\.ts$/)];
  expect(addresses[0], 'handed to the device, not to the viewer at large').not.toMatch(/\/tk\.\d+\.user-/);
  const plain = await playwright.request.newContext();
  // The same viewer on another device: a browser with a session and a media cookie of its own.
  const other = await browser.newContext();
  await signIn(other);
  await onOwnDevice(other, `e2e-b-${run}`);
  const otherPage = await other.newPage();
  await otherPage.goto(`${server.url}${LIVE_CHANNEL_PAGE}`);
  await expect.poll(() => videoTime(otherPage), { timeout: 30_000 }).toBeGreaterThan(0);
  const stranger = await browser.newContext();
  for (const address of addresses) {
    // Still valid where it was handed out: the refusals below are not its expiry.
    expect((await page.context().request.get(address)).status(), address).toBe(200);
    expect((await other.request.get(address)).status(), `another device's browser: ${address}`).toBe(403);
    expect((await stranger.request.get(address)).status(), `a fresh browser: ${address}`).toBe(403);
    expect((await plain.get(address)).status(), `a plain request: ${address}`).toBe(403);
  }
  const before = await videoTime(page);
  await page.waitForTimeout(SAMPLE_MS);
  expect(await videoTime(page), 'the browser it was handed to plays on').toBeGreaterThan(before);
  await Promise.all([plain.dispose(), other.close(), stranger.close()]);
});

test('a handed-out address is refused without its token, with another device, and once expired', async ({ page }) => {
  const answer = page.waitForResponse((response) => /\/api\/v2\/channels\/1\/stream/.test(response.url()));
  await page.goto(`${server.url}${LIVE_CHANNEL_PAGE}`);
  const { hls } = (await (await answer).json()) as { hls: string };
  const token = /\/tk\.(\d+)\.([^./]+)\.([^/]+)\//.exec(hls);
  expect(token, hls).not.toBeNull();
  const own = page.context().request;
  expect((await own.get(hls)).status()).toBe(200);
  expect((await own.get(hls.replace(/\/tk\.[^/]+\//, '/'))).status()).toBe(403);
  expect((await own.get(hls.replace(`.${token![2]}.`, '.another-device.'))).status()).toBe(403);
  const expiresMs = Number(token![1]) * 1000;
  await page.waitForTimeout(Math.max(0, expiresMs - Date.now()) + 1000);
  expect((await own.get(hls)).status()).toBe(403);
});
