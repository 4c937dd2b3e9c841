import { type Page } from '@playwright/test';
import { findScheduleItem } from './support/channels';
import { expect, test } from './support/fixtures';
import { lastMetricId } from './support/metrics';
import { EPISODES, LIVE_CHANNEL_PAGE, platformMetrics, signInDemo, videoTime } from './support/player';

/** The platform of this run signs media addresses for this long (scripts/e2e.mjs, E2E_MEDIA_URL_LIFETIME). */
const LIFETIME_S = Number(process.env.E2E_MEDIA_URL_LIFETIME ?? 0);
const LIFETIMES_PLAYED = 3;
const SAMPLE_MS = 3000;

/**
 * Plays for several address lifetimes and samples the picture: it moves between every two samples (a renewal
 * loads a fresh engine, so a live picture may restart its clock, but it never stands still), no error is shown,
 * and no playback error is reported.
 */
async function playsAcrossLifetimes(page: Page, streamPath: RegExp, since: number): Promise<void> {
  let streams = 0;
  page.on('request', (request) => {
    if (streamPath.test(new URL(request.url()).pathname)) streams += 1;
  });
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0);
  let previous = await videoTime(page);
  const samples = Math.ceil((LIFETIMES_PLAYED * LIFETIME_S * 1000) / SAMPLE_MS);
  for (let sample = 0; sample < samples; sample += 1) {
    await page.waitForTimeout(SAMPLE_MS);
    const now = await videoTime(page);
    expect(now, `the picture stood still at sample ${sample}`).not.toBe(previous);
    previous = now;
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(streams, 'the stream was asked again as its address expired').toBeGreaterThanOrEqual(LIFETIMES_PLAYED - 1);
  expect(await platformMetrics('playback_error', since)).toEqual([]);
}

test.describe('signed media addresses', () => {
  test.skip(LIFETIME_S === 0 || LIFETIME_S > 30, 'needs a run with E2E_MEDIA_URL_LIFETIME=15 (a short address lifetime)');
  test.setTimeout(180_000);

  test.beforeEach(async ({ page, baseURL }) => {
    await signInDemo(page, baseURL!);
  });

  test('a live channel plays on across several address lifetimes', async ({ page }) => {
    const since = await lastMetricId();
    await page.goto(LIVE_CHANNEL_PAGE);
    await playsAcrossLifetimes(page, /^\/api\/v2\/channels\/\d+\/stream$|^\/v2\/channels\/\d+\/stream$/, since);
  });

  test('an archive programme plays on across several address lifetimes', async ({ page }) => {
    await page.goto('/channels/all/tumar');
    const item = await findScheduleItem(page, 'archive');
    const since = await lastMetricId();
    await item.click();
    await playsAcrossLifetimes(page, /\/v2\/channels\/4\/stream$/, since);
  });

  test('a title plays on across several address lifetimes', async ({ page }) => {
    const since = await lastMetricId();
    await page.goto(`/watch/${EPISODES.tracks}`);
    await playsAcrossLifetimes(page, /\/contents\/\d+\/stream$/, since);
  });

  test('a handed-out address is refused once expired, from any browser context', async ({ page, browser }) => {
    const answer = page.waitForResponse((response) => /\/v2\/channels\/\d+\/stream/.test(response.url()));
    await page.goto(LIVE_CHANNEL_PAGE);
    const body = (await (await answer).json()) as { hls?: string; data?: { hls: string } };
    const address = body.data?.hls ?? body.hls!;
    expect(address).toMatch(/\/tk\.[^/]+\/master\.m3u8/);
    const other = await browser.newContext();
    expect((await other.request.get(address.replace(/\/tk\.[^/]+\//, '/'))).status()).toBe(403);
    await page.waitForTimeout((LIFETIME_S + 1) * 1000);
    expect((await other.request.get(address)).status()).toBe(403);
    await other.close();
  });
});
