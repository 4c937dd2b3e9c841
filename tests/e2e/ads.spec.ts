import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { AD_REPORTS_KEY } from '../../player/ads/ad-constants';
import { ownMetrics } from './support/metrics';
import { addFault, clearFaults, expectAdvancing, FILM_WITH_ADS, platformUrl, playerVideo, videoTime } from './support/player';
import { holdPrompts } from './support/prompts';
import { waitForSession } from './support/session';

/**
 * Ads as a viewer meets them on the real pages: the platform's stream answers carry the rolls, its VAST tags and ad
 * files play in the player of the channel and watch pages. A guest has no packet, so free channels and the demo film
 * carry ads for them (platform/docs/channels.md, "Ads").
 */
/** A free channel (ads for whoever holds no packet of it). */
const FREE_CHANNEL = { id: 1, page: '/channels/all/dala-tv' };
/** Where the break is moved: early in playback (ms of media time), yet clearly after its start. */
const BREAK_MS = 10_000;

test.beforeEach(async ({ context, baseURL }) => {
  await clearFaults();
  await holdPrompts(context, baseURL!);
});
test.afterEach(clearFaults);

const adOverlay = (page: Page) => page.getByTestId('player-ad');
const adTime = (page: Page) => adOverlay(page).locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function skipAd(page: Page): Promise<void> {
  await expect(adOverlay(page)).toBeVisible({ timeout: 15_000 });
  await adOverlay(page).getByRole('button', { name: en.player.adSkip }).click({ timeout: 15_000 });
  await expect(adOverlay(page)).toBeHidden({ timeout: 10_000 });
}

interface StreamAnswer {
  data: { ad: { pre_roll: unknown[]; middle_roll_points: { position: number; urls: string[] }[] } };
}

test('a mid-roll break of a free channel plays on the channel page at its position, then the channel goes on', async ({ page }) => {
  await page.goto(FREE_CHANNEL.page);
  await waitForSession(page);
  // The platform's own breaks sit 10 and 30 minutes into playback; the channel's stream answer, as the platform
  // gives it to this guest, is served again with its first break moved early into playback. The rule holds for the
  // whole test: a live player asks for the stream again after repeated segment errors (a loaded machine), and that
  // answer must carry the same break.
  const response = await page.request.get(`/api/v2/channels/${FREE_CHANNEL.id}/stream`);
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as StreamAnswer;
  const [first] = answer.data.ad.middle_roll_points;
  expect(first.urls[0]).toContain('/media/vast/midroll.xml');
  answer.data.ad.pre_roll = [];
  answer.data.ad.middle_roll_points = [{ ...first, position: BREAK_MS }];
  await addFault({ path_prefix: `/v2/channels/${FREE_CHANNEL.id}/stream`, method: 'GET', status: 200, body: answer });

  await page.reload();
  await expectAdvancing(page);
  await expect(adOverlay(page)).toHaveCount(0);
  const ad = adOverlay(page);
  await expect(ad).toBeVisible({ timeout: 30_000 });
  const breakAt = await videoTime(page);
  expect(breakAt * 1000).toBeGreaterThanOrEqual(BREAK_MS);
  await expect.poll(() => adTime(page)).toBeGreaterThan(0.5);
  expect(await playerVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await skipAd(page);
  await expectAdvancing(page);
});

test('a broken VAST from the platform falls through to the title on the watch page and is reported', async ({ page }) => {
  // The platform serves its broken VAST document where the film's pre-roll tag points.
  const broken = await (await fetch(`${platformUrl()}/media/vast/broken.xml`)).text();
  await addFault({ path_prefix: '/media/vast/preroll.xml', method: 'GET', status: 200, body: broken });
  await page.goto(`/watch/${FILM_WITH_ADS}`);
  const metrics = await ownMetrics(page, page.request);
  await expectAdvancing(page);
  // The title plays from its start: no ad was shown, none held it back.
  await expect(adOverlay(page)).toHaveCount(0);
  expect(await videoTime(page)).toBeLessThan(10);
  await expect.poll(async () => (await metrics('error_100')).length).toBeGreaterThan(0);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { name: string }[], AD_REPORTS_KEY);
  expect(stored.map((report) => report.name)).toContain('error_100');
});
