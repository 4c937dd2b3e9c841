import { expect, type Page } from '@playwright/test';
import { holdPrompts } from './prompts';

export const platformUrl = (): string => {
  const url = process.env.E2E_PLATFORM_URL;
  if (!url) throw new Error('E2E_PLATFORM_URL is not set: run through scripts/e2e.mjs');
  return url;
};

/** Channel 1 (free, no ads for the demo member) on its real page. */
export const LIVE_CHANNEL_ID = 1;
export const LIVE_CHANNEL_PAGE = '/channels/all/dala-tv';
/** Episodes of "The Northern Garden" (demo member's Series packet, no ads, no packshots), one per test. */
export const EPISODES = { tracks: 1336, resume: 1337, stats: 1338 } as const;
/** The demo film with pre-, mid- and post-pause rolls (catalogue's FREE_FILM). */
export const FILM_WITH_ADS = 1;
/** The ClearKey DASH title; a packshot (the 15 s trailer) plays before it. */
export const DRM_TITLE = 7;

/** The main <video> of the player (the ad video is a separate element). */
export const playerVideo = (page: Page) => page.getByTestId('player').locator('video').first();

export async function videoTime(page: Page): Promise<number> {
  return playerVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime);
}

/** Waits until the player's video really advances (frames decoded, not just a loaded element). */
export async function expectAdvancing(page: Page, timeout = 30_000): Promise<void> {
  await expect.poll(() => videoTime(page), { timeout }).toBeGreaterThan(0);
  const first = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout }).toBeGreaterThan(first + 0.5);
}

export async function addFault(rule: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${platformUrl()}/dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (response.status !== 201) throw new Error(`fault refused: ${response.status} ${await response.text()}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${platformUrl()}/dev/faults`, { method: 'DELETE' });
}

/** Rows of a platform table through the dev read-back endpoint. */
export async function platformRows<Row>(table: string, where: string): Promise<Row[]> {
  const response = await fetch(`${platformUrl()}/dev/db/${table}?where=${encodeURIComponent(where)}`);
  if (!response.ok) throw new Error(`dev/db/${table} answered ${response.status}`);
  return ((await response.json()) as { data: Row[] }).data;
}

/**
 * Metrics the platform's sink recorded under `name`; with `since` (lastMetricId() taken at the test's start) only
 * those recorded after it, the test's own, instead of clearing a store other tests read.
 */
export async function platformMetrics<Params>(
  name: string,
  since = 0,
): Promise<{ id: number; name: string; params: Params }[]> {
  const response = await fetch(`${platformUrl()}/dev/metrics?name=${encodeURIComponent(name)}`);
  const all = ((await response.json()) as { data: { id: number; name: string; params: Params }[] }).data;
  return all.filter((event) => event.id > since);
}

/** Shows the controls (they hide 5 s after the last pointer move). */
export async function revealControls(page: Page): Promise<void> {
  const box = await page.getByTestId('player').boundingBox();
  if (!box) throw new Error('player not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 3);
}

/**
 * Signs the browser context in as the demo member through the app's own gateway (the cookie lands in the
 * context) and holds notification prompts back, so none covers the player.
 */
export async function signInDemo(page: Page, baseURL: string): Promise<void> {
  await holdPrompts(page.context(), baseURL);
  const response = await page.request.post('/api/v2/auth/login', { data: { login: 'demo', password: 'demo123' } });
  if (!response.ok()) throw new Error(`demo sign-in failed: ${response.status()} ${await response.text()}`);
}
