import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { expectAdvancing, playerVideo } from './support/player';
import { holdPrompts } from './support/prompts';
import { signInByKeys, waitForSession } from './support/session';

/**
 * Issue 19, "keyboard-only walk": sign-in, a purchase and playback with the keyboard alone. Every step reaches its
 * control with Tab (never a click or a focus() call), so a control that is not in the tab order, a dialog that does
 * not take focus or one that lets focus escape fails here. Test data (a promo credit and the base packet) is set
 * up through the API, as a returning member would already have it.
 */

/** Longest plausible walk from one control to the next: the header, a page's cards and the footer. */
const MAX_TABS = 80;

/**
 * Presses Tab until the target holds the focus; fails naming the target when it never does. The target need only be
 * in the page: the player's controls, hidden while it plays, must show when the focus reaches them.
 */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  await expect(target, `${what} is on the page`).toBeAttached({ timeout: 20_000 });
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} was not reached with ${MAX_TABS} presses of Tab`);
}

/** Focus is inside the open dialog (a modal traps it there). */
async function expectFocusInDialog(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), { timeout: 10_000 })
    .toBe(true);
}

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await holdPrompts(context, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a keyboard alone signs in, buys a packet and plays its channel', async ({ page }) => {
  test.setTimeout(120_000);
  const dialog = page.getByRole('dialog');

  // Sign-in: the header's button, the phone, the SMS method and the code.
  await page.goto('/');
  await waitForSession(page);
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: en.shell.signIn }), 'the sign-in button');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusInDialog(page);
  await signInByKeys(page, tabTo);

  const request = page.request;
  expect((await request.post('/api/v2/users/self/promokeys', { data: { key: 'BONUS500' } })).status()).toBe(201);
  const base = await request.post('/api/v2/users/self/subscriptions', { data: { packet_id: 1, is_trial: true } });
  expect(base.status(), await base.text()).toBe(200);

  // Purchase: the packet's trial, past the PIN offer, paid from the balance.
  await page.goto('/packets/2');
  await tabTo(page, page.getByRole('button', { name: en.billing.actions.trial }), 'the trial button');
  await page.keyboard.press('Enter');
  await expectFocusInDialog(page);
  await tabTo(page, dialog.getByRole('button', { name: en.parental.notNow }), "the PIN offer's not now");
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: en.modals.titles.confirm })).toBeVisible();
  await expectFocusInDialog(page);
  await tabTo(page, dialog.getByRole('button', { name: en.billing.confirm.pay }), 'the pay button');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('is now active')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('packet-status')).toContainText('Active');

  // Playback: the packet's first channel plays; its sound button (live cannot pause) works from the keyboard.
  await tabTo(page, page.getByRole('main').locator('a[href*="/channels/"]').first(), "the packet's first channel");
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/channels\//);
  await expectAdvancing(page);
  const player = page.getByTestId('player');
  const muted = () => playerVideo(page).evaluate((video: HTMLVideoElement) => video.muted);
  const mutedBefore = await muted();
  const sound = player.getByRole('button', { name: mutedBefore ? en.player.unmute : en.player.mute, exact: true });
  await tabTo(page, sound, "the player's sound button");
  await expect(page.locator(':focus')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(muted).toBe(!mutedBefore);
  await expectAdvancing(page);
});
