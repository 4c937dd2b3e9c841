import { expect, test } from '@playwright/test';
import {
  addFault,
  clearFaults,
  expectAdvancing,
  platformUrl,
  playerVideo,
  revealControls,
  signInDemo,
  videoTime,
} from './support/player';

const DOWNLOAD_ERROR = 'The video could not be loaded. Check your connection and try again.';

test.describe('player', () => {
  // Fault rules are global to the platform, so these tests run one after another.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ page }) => {
    await clearFaults();
    await signInDemo(page);
  });
  test.afterEach(clearFaults);

  test('a free live channel plays with the LIVE badge and refuses pause', async ({ page }) => {
    await page.goto('/test/player?channel=1&ads=none');
    await expectAdvancing(page);
    await revealControls(page);
    const player = page.getByTestId('player');
    await expect(player.getByText('LIVE', { exact: true })).toBeVisible();
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('A live broadcast cannot be paused.')).toBeVisible();
    await expectAdvancing(page);
  });

  test('live rewind scrubs into the programme, shows the time behind live and goes back to live', async ({ page }) => {
    await page.goto('/test/player?channel=1&ads=none');
    await expectAdvancing(page);
    await revealControls(page);
    const scrub = page.getByRole('slider', { name: 'Position in the programme' });
    await scrub.focus();
    await scrub.press('Home');
    const events = page.getByTestId('player-events');
    await expect(events.getByText(/^position:[1-9]\d+$/)).toBeVisible();
    await expectAdvancing(page);
    await revealControls(page);
    await expect(page.getByText(/behind live/)).toBeVisible();
    await page.getByRole('button', { name: 'Go to live' }).click();
    await expect(events.getByText('position:0', { exact: true })).toBeVisible();
    await expectAdvancing(page);
  });

  test('quality, audio and subtitle menus switch tracks of a VOD title', async ({ page }) => {
    await page.goto('/test/player?content=1&ads=none');
    await expectAdvancing(page);
    await revealControls(page);
    const player = page.getByTestId('player');
    await player.getByRole('button', { name: 'Settings' }).click();
    const quality = player.getByLabel('Quality', { exact: true });
    await quality.selectOption({ label: '240p' });
    await expect
      .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.videoHeight), { timeout: 20_000 })
      .toBe(240);
    await expect(quality.locator('option:checked')).toHaveText('240p');

    const audio = player.getByLabel('Audio', { exact: true });
    const audioOptions = await audio.locator('option').allTextContents();
    expect(audioOptions.length).toBeGreaterThan(1);
    await audio.selectOption({ index: 1 });
    await expect(audio.locator('option:checked')).toHaveText(audioOptions[1]);

    const subtitles = player.getByLabel('Subtitles', { exact: true });
    await subtitles.selectOption({ index: 1 });
    await expect
      .poll(() =>
        playerVideo(page).evaluate((video: HTMLVideoElement) =>
          Array.from(video.textTracks).some((track) => track.mode === 'showing'),
        ),
      )
      .toBe(true);
    await subtitles.selectOption({ label: 'Off' });
    await expect
      .poll(() =>
        playerVideo(page).evaluate((video: HTMLVideoElement) =>
          Array.from(video.textTracks).some((track) => track.mode === 'showing'),
        ),
      )
      .toBe(false);
    await page.getByRole('button', { name: 'Settings' }).click();
    const seek = page.getByRole('slider', { name: 'Playback position' });
    const box = await seek.boundingBox();
    if (!box) throw new Error('seek bar not visible');
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
    await expect(page.getByTestId('player').locator('img[width="196"][height="110"]')).toBeVisible();
    await page.screenshot({ path: 'test-results/player-vod-preview.png' });
    await page.getByRole('button', { name: 'Settings' }).click();
    await player.getByLabel('Speed', { exact: true }).selectOption('1.5');
    await expect.poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(1.5);
  });

  test('a single HLS 404 is recovered without an error message', async ({ page }) => {
    await page.goto('/test/player?channel=1&ads=none');
    await expectAdvancing(page);
    await addFault({ path_prefix: '/media/live/1/', status: 404, times: 1 });
    await expect
      .poll(async () => (await (await fetch(`${platformUrl()}/dev/faults`)).json()).data.length, { timeout: 20_000 })
      .toBe(0);
    await expectAdvancing(page);
    await expect(page.getByText(DOWNLOAD_ERROR)).toHaveCount(0);
  });

  test('repeated stream errors show error_video_download', async ({ page }) => {
    await addFault({ path_prefix: '/media/live/', status: 404 });
    await page.goto('/test/player?channel=1&ads=none');
    await expect(page.getByText(DOWNLOAD_ERROR).first()).toBeVisible({ timeout: 30_000 });
  });

  test('the ClearKey DRM title plays through shaka', async ({ page }) => {
    // shaka-player is the largest chunk; on the shared 2-core machine its first start has taken up to 50 s.
    test.setTimeout(90_000);
    const licence = page.waitForRequest(
      (request) => request.url().includes('/media/drm/clearkey/license') && request.method() === 'POST',
    );
    await page.goto('/test/player?content=7');
    await licence;
    await expectAdvancing(page);
  });

  test('a pre-roll plays before the content, which starts after it', async ({ page }) => {
    await page.goto('/test/player?content=1');
    const ad = page.getByTestId('player-ad');
    await expect(ad).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => ad.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0.5);
    expect(await videoTime(page)).toBe(0);
    await expect(ad.getByRole('button', { name: 'Skip ad' })).toBeVisible({ timeout: 10_000 });
    await expect(ad).toBeHidden({ timeout: 15_000 });
    await expectAdvancing(page);
  });

  test('a broken VAST tag falls through to the content and is reported', async ({ page }) => {
    await fetch(`${platformUrl()}/dev/metrics`, { method: 'DELETE' });
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await page.goto('/test/player?content=1&ads=broken');
    await expectAdvancing(page);
    await expect(page.getByTestId('player-ad')).toHaveCount(0);
    await expect
      .poll(async () => (await (await fetch(`${platformUrl()}/dev/metrics?name=error_100`)).json()).data.length)
      .toBeGreaterThan(0);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('player.adErrors') ?? '[]') as { name: string }[],
    );
    expect(stored.map((report) => report.name)).toContain('error_100');
  });
});
