import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { expectAdvancing, FILM_WITH_ADS, signInDemo, videoTime } from './support/player';

/**
 * The watch player recovers and sells like the channel player (issue 14): the connection coming back reloads the
 * title where it was, and the ads of a title a packet sells offer "remove ads", leading to its purchase.
 */

/** "The House on Abay Street" S1E7: the demo member's Series packet, no ads, no packshot, played by no other spec. */
const EPISODE = 1008;
/** hls.js asks the title's master playlist once per load: a second ask is the reload. */
const VOD_MASTER = /\/media\/vod\/.+\/master\.m3u8/;

test.beforeEach(async ({ page, baseURL }) => {
  await signInDemo(page, baseURL!);
});

test('the connection coming back reloads the title where it was and it plays on', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto(`/watch/${EPISODE}`);
  await expectAdvancing(page);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: en.connectivity.offline })).toBeVisible();
  const offlineAt = await videoTime(page);
  const reload = page.waitForRequest((request) => VOD_MASTER.test(request.url()));
  await context.setOffline(false);
  await reload;
  await expectAdvancing(page);
  // Where it was, not from the start.
  expect(await videoTime(page)).toBeGreaterThanOrEqual(offlineAt);
});

test('the ads of a title a packet sells offer "remove ads", leading to the purchase', async ({ page }) => {
  await page.goto(`/watch/${FILM_WITH_ADS}`);
  const ad = page.getByTestId('player-ad');
  const removeAds = ad.getByRole('button', { name: en.player.removeAds });
  await expect(removeAds).toBeVisible({ timeout: 30_000 });
  await removeAds.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
