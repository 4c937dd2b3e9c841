import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { expectAdvancing, playerVideo, revealControls, signInDemo, videoTime } from './support/player';

/**
 * The player as a viewer drives it: its buttons and its keys (not the <video> element), and a browser that blocks
 * sound without a user gesture, as Chrome does for a page opened from a link.
 */
const p = en.player;
/** An episode the demo member may watch, without ads or packshots (scripts/bench-player-start.mjs uses it too). */
const EPISODE = 1002;
const paused = (page: Page) => playerVideo(page).evaluate((video: HTMLVideoElement) => video.paused);
const muted = (page: Page) => playerVideo(page).evaluate((video: HTMLVideoElement) => video.muted);

test('the buttons pause, play, skip and turn the sound on and off', async ({ page, baseURL }) => {
  await signInDemo(page, baseURL!);
  await page.goto(`/watch/${EPISODE}`);
  await expectAdvancing(page);
  const player = page.getByTestId('player');

  await revealControls(page);
  await player.getByRole('button', { name: p.pause, exact: true }).click();
  await expect.poll(() => paused(page)).toBe(true);
  const pausedAt = await videoTime(page);

  await revealControls(page);
  await player.getByRole('button', { name: p.skipForward }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(pausedAt + 9);
  const skippedTo = await videoTime(page);
  // For 300 ms after a skip lands, further taps are ignored (live-channels.md section 4): the viewer taps again.
  await expect(async () => {
    await revealControls(page);
    await player.getByRole('button', { name: p.skipBack }).click();
    await expect.poll(() => videoTime(page), { timeout: 2_000 }).toBeLessThanOrEqual(skippedTo - 9);
  }).toPass({ timeout: 10_000 });

  await revealControls(page);
  await player.getByRole('button', { name: p.play, exact: true }).first().click();
  await expectAdvancing(page);

  const startedMuted = await muted(page);
  await revealControls(page);
  await player.getByRole('button', { name: startedMuted ? p.unmute : p.mute, exact: true }).click();
  await expect.poll(() => muted(page)).toBe(!startedMuted);
  await revealControls(page);
  await player.getByRole('button', { name: startedMuted ? p.mute : p.unmute, exact: true }).click();
  await expect.poll(() => muted(page)).toBe(startedMuted);
});

test('the keys pause and play (Space) and skip (arrows) once the viewer has clicked the picture', async ({ page, baseURL }) => {
  await signInDemo(page, baseURL!);
  await page.goto(`/watch/${EPISODE}`);
  await expectAdvancing(page);
  // A mouse click on the picture pauses (and puts the keyboard in the player's frame, off the frame's Back button).
  const box = (await page.getByTestId('player').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => paused(page)).toBe(true);
  await page.keyboard.press('Space');
  await expectAdvancing(page);
  await page.keyboard.press('Space');
  await expect.poll(() => paused(page)).toBe(true);
  const pausedAt = await videoTime(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(pausedAt + 9);
  const skippedTo = await videoTime(page);
  // For 300 ms after a skip lands, further presses are ignored (live-channels.md section 4): a press in that window
  // does nothing, and the viewer presses again.
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => videoTime(page), { timeout: 2_000 }).toBeLessThanOrEqual(skippedTo - 9);
  }).toPass({ timeout: 10_000 });
  expect(await paused(page)).toBe(true);
});

/** Opens the episode in a page where sound is blocked until a real gesture; it starts muted with the hint. */
async function startBlocked(page: Page, baseURL: string) {
  // Chrome refuses play() with sound before the page has had a user gesture (a page opened from a link). Headless
  // Chromium lets every play() through, and Playwright's evaluate() counts as a gesture, so this page gets Chrome's
  // rule with real input (trusted pointer and key events) as the only gesture.
  await page.addInitScript(() => {
    let activated = false;
    const mark = (event: Event) => {
      if (event.isTrusted) activated = true;
    };
    for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, mark, true);
    Object.defineProperty(Navigator.prototype, 'userActivation', {
      configurable: true,
      get: () => ({ hasBeenActive: activated, isActive: activated }),
    });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!this.muted && !activated) {
        return Promise.reject(new DOMException("play() failed because the user didn't interact with the document first.", 'NotAllowedError'));
      }
      return play.call(this);
    };
  });
  await signInDemo(page, baseURL);
  await page.goto(`/watch/${EPISODE}`);
  await expectAdvancing(page);
  expect(await muted(page)).toBe(true);
  await expect(page.getByTestId('player').getByRole('button', { name: p.unmuteHint })).toBeVisible();
}

test('with sound blocked until a gesture, the title starts muted and offers the unmute hint', async ({ page, baseURL }) => {
  await startBlocked(page, baseURL!);
});

test('clicking the unmute hint turns the sound on and the title plays on', async ({ page, baseURL }) => {
  await startBlocked(page, baseURL!);
  const hint = page.getByTestId('player').getByRole('button', { name: p.unmuteHint });
  await hint.click();
  await expect.poll(() => muted(page), { timeout: 5_000 }).toBe(false);
  await expectAdvancing(page);
});
