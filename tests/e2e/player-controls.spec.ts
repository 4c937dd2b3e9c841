import { chromium, expect, test, type Page } from '@playwright/test';
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
  await page.waitForTimeout(1_000);
  expect(await videoTime(page)).toBeCloseTo(pausedAt, 1);

  await revealControls(page);
  await player.getByRole('button', { name: p.skipForward }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(pausedAt + 9);
  const skippedTo = await videoTime(page);
  await revealControls(page);
  await player.getByRole('button', { name: p.skipBack }).click();
  await expect.poll(() => videoTime(page)).toBeLessThanOrEqual(skippedTo - 9);

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

test('the keys pause and play (Space) and skip (arrows)', async ({ page, baseURL }) => {
  await signInDemo(page, baseURL!);
  await page.goto(`/watch/${EPISODE}`);
  await expectAdvancing(page);
  await page.keyboard.press('Space');
  await expect.poll(() => paused(page)).toBe(true);
  const pausedAt = await videoTime(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(pausedAt + 9);
  const skippedTo = await videoTime(page);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => videoTime(page)).toBeLessThanOrEqual(skippedTo - 9);
  await page.keyboard.press('Space');
  await expectAdvancing(page);
});

test('with sound blocked until a gesture, the title starts muted and the hint turns the sound on', async ({ baseURL }) => {
  // Chrome's own policy for a page opened from a link; the suite's browser allows sound without a gesture.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=document-user-activation-required'],
  });
  try {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await signInDemo(page, baseURL!);
    await page.goto(`/watch/${EPISODE}`);
    await expectAdvancing(page);
    expect(await muted(page)).toBe(true);
    const hint = page.getByTestId('player').getByRole('button', { name: p.unmuteHint });
    await expect(hint).toBeVisible();
    await hint.click();
    await expect(hint).toBeHidden();
    await expect.poll(() => muted(page)).toBe(false);
    await expectAdvancing(page);
  } finally {
    await browser.close();
  }
});
