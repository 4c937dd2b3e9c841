import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { AD_REPORTS_KEY } from '../../player/ads/ad-constants';
import { ownMetrics } from './support/metrics';
import { addFault, clearFaults, expectAdvancing, FILM_WITH_ADS, platformUrl, playerVideo, videoTime } from './support/player';
import { holdPrompts } from './support/prompts';

/**
 * Ads as a viewer meets them on the real pages: the platform's stream answers carry the rolls, its VAST tags and ad
 * files play in the player of the channel and watch pages. A guest has no packet, so free channels and the demo film
 * carry ads for them (platform/docs/channels.md, "Ads").
 */
/**
 * The demo media is 75 s long, so the platform's real breaks (10 and 30 minutes into playback) are never reached in
 * it; the platform seeds a break 15 s in for one free film (catalogue's EARLY_MIDROLL_CONTENT_ID) and one free channel
 * (channels' EARLY_MIDROLL_CHANNEL_ID). Every stream answer carries it, so a player that asks for its stream again
 * (a live player does after repeated segment errors) still meets the same break.
 */
const EARLY_BREAK_MS = 15_000;
const FILM_WITH_EARLY_MIDROLL = 2;
const CHANNEL_WITH_EARLY_MIDROLL = '/channels/all/orda-24';

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

/**
 * A guest opens the page: the pre-roll plays first and is skipped, the title plays from its start, and at the early
 * break the title pauses for a mid-roll (the platform's metrics get its impression as a mid-roll), then goes on.
 */
async function expectMidRollAtItsPosition(page: Page, url: string): Promise<void> {
  // 15 s of the title in real time and two ads come on top of a page start that may take the suite's 20 s allowance
  // for the session on a loaded machine: 60 s ran out once with every step passing (12 s navigation, 19 s session).
  test.setTimeout(120_000);
  await page.goto(url);
  const metrics = await ownMetrics(page, page.request);
  await skipAd(page);
  await expectAdvancing(page);
  expect(await videoTime(page)).toBeLessThan(EARLY_BREAK_MS / 1000);
  await expect(adOverlay(page)).toBeVisible({ timeout: 30_000 });
  const breakAt = await videoTime(page);
  expect(breakAt * 1000).toBeGreaterThanOrEqual(EARLY_BREAK_MS);
  await expect.poll(() => adTime(page)).toBeGreaterThan(0.5);
  expect(await playerVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await expect
    .poll(async () => (await metrics('ad_impression')).map((event) => event.params.roll))
    .toEqual(['preroll', 'midroll']);
  await skipAd(page);
  await expectAdvancing(page);
  expect(await videoTime(page)).toBeGreaterThan(breakAt);
}

test('a mid-roll break of a free channel plays on the channel page at its position, then the channel goes on', async ({ page }) => {
  await expectMidRollAtItsPosition(page, CHANNEL_WITH_EARLY_MIDROLL);
});

test('a mid-roll break of the demo film plays on the watch page at its position, then the title goes on', async ({ page }) => {
  await expectMidRollAtItsPosition(page, `/watch/${FILM_WITH_EARLY_MIDROLL}`);
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

/** The platform's NonLinear overlay tag (a 468x60 banner, 10 s), served where the film's pre-roll tag points. */
async function overlayAsPreroll(edit: (xml: string) => string = (xml) => xml): Promise<void> {
  const overlay = await (await fetch(`${platformUrl()}/media/vast/overlay.xml`)).text();
  await addFault({ path_prefix: '/media/vast/preroll.xml', method: 'GET', status: 200, body: edit(overlay) });
}

test('a NonLinear overlay shows over the playing title, is counted, and the viewer can close it', async ({ page }) => {
  await overlayAsPreroll();
  await page.goto(`/watch/${FILM_WITH_ADS}`);
  const metrics = await ownMetrics(page, page.request);
  const banner = page.getByTestId('player-ad-banner');
  await expect(banner).toBeVisible({ timeout: 15_000 });
  // Not a break: the title plays beneath the banner, and no video ad covers it.
  await expectAdvancing(page);
  await expect(banner).toBeVisible();
  await expect(adOverlay(page)).toHaveCount(0);
  await expect.poll(async () => (await metrics('ad_impression')).map((event) => event.params.roll)).toEqual(['preroll']);
  await banner.getByRole('button', { name: en.player.adClose }).click();
  await expect(banner).toHaveCount(0);
  await expectAdvancing(page);
});

test('a NonLinear overlay larger than the player that may not scale is refused with 501, and the title plays', async ({
  page,
}) => {
  await overlayAsPreroll((xml) => xml.replace('width="468"', 'width="4000"').replace('scalable="true"', 'scalable="false"'));
  await page.goto(`/watch/${FILM_WITH_ADS}`);
  const metrics = await ownMetrics(page, page.request);
  await expectAdvancing(page);
  await expect(page.getByTestId('player-ad-banner')).toHaveCount(0);
  await expect.poll(async () => (await metrics('error_load_501')).length).toBeGreaterThan(0);
});
