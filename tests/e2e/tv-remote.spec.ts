import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { EPISODES, expectAdvancing, playerVideo, signInDemo } from './support/player';
import { holdPrompts } from './support/prompts';
import { signInByKeys, signInNewMember, waitForSession } from './support/session';

/**
 * Issue 18, "the whole app by remote control": a TV web view at 1920x1080 has only the arrows, OK (Enter) and Back.
 * Every step steers to its control with the arrow keys, as a viewer would with a remote (never Tab, a click or a
 * focus() call): a control the arrows cannot reach, or a dialog that lets the focus out, fails here.
 */

/** Longest plausible walk from one control to the next with the arrows. */
const MAX_PRESSES = 40;

interface Centre {
  x: number;
  y: number;
}

async function centreOf(locator: Locator): Promise<Centre | null> {
  const box = await locator.boundingBox();
  return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
}

/**
 * Presses the arrow that points from the focused control towards the target until the target holds the focus, as a
 * viewer steers a remote; fails naming the target when it is never reached.
 */
async function steerTo(page: Page, target: Locator, what: string): Promise<void> {
  await expect(target, `${what} is on the page`).toBeVisible({ timeout: 20_000 });
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    const focused = page.locator(':focus');
    const from = (await focused.count()) ? await centreOf(focused.first()) : null;
    const to = await centreOf(target);
    if (!to) break;
    if (!from) {
      await page.keyboard.press('ArrowDown');
      continue;
    }
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const key = Math.abs(dy) > 20 ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  throw new Error(`${what} was not reached with ${MAX_PRESSES} presses of the arrows`);
}

/**
 * The remote's Back key. Playwright's keyboard has no Back key, so the keydown a TV web view sends (Android TV's
 * "GoBack") is dispatched on the focused element.
 */
async function pressBack(page: Page): Promise<void> {
  await page.evaluate(() =>
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'GoBack', bubbles: true, cancelable: true }),
    ),
  );
}

const focusRingWidth = (page: Page) =>
  page.evaluate(() => (document.activeElement ? getComputedStyle(document.activeElement).outlineWidth : ''));

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await holdPrompts(context, baseURL!);
  await page.setViewportSize({ width: 1920, height: 1080 });
});

test('?tv=1 turns TV mode on for the tab, with a focus ring sized for the room; ?tv=0 turns it off', async ({
  page,
}) => {
  // Marked before the first paint, and kept for the tab even when the viewer moves on before the app has loaded.
  const markedAtParse = () => page.evaluate(() => document.documentElement.hasAttribute('data-tv'));
  await page.goto('/?tv=1', { waitUntil: 'domcontentloaded' });
  expect(await markedAtParse()).toBe(true);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  expect(await markedAtParse()).toBe(true);
  await page.goto('/?tv=1');
  await waitForSession(page);
  await expect(page.locator('html[data-tv]')).toHaveCount(1);
  // The remote's handler comes with the shell's background services, after hydration: a press before it moves
  // nothing (the focus stays on the body), and the viewer presses again.
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowDown');
      return page.evaluate(() => document.activeElement !== document.body);
    })
    .toBe(true);
  expect(await focusRingWidth(page)).toBe('5px');
  await page.goto('/faq');
  await expect(page.locator('html[data-tv]')).toHaveCount(1);
  await page.goto('/?tv=0');
  await waitForSession(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-tv');
});

test('a remote alone opens a title from the home rows, plays it, changes its subtitles and goes back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The demo member holds the packet of the episode played below.
  await signInDemo(page, baseURL!);
  await page.goto('/?tv=1');
  await waitForSession(page);
  const cards = page.getByRole('main').getByRole('listitem').locator('a[href*="/contents/"]');
  await steerTo(page, cards.first(), 'the first card of the home rows');
  // Along the row past the screen's edge: the row scrolls to keep the focused card in view.
  const card = cards.nth(11);
  await steerTo(page, card, 'the twelfth card of the row');
  await expect(card).toBeInViewport();
  const href = await card.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await pressBack(page);
  await expect(page).toHaveURL(/\/(en)?(\?tv=1)?$/);

  // An episode with subtitles plays on its watch page; the player's settings are reached from the picture.
  await page.goto(`/watch/${EPISODES.tracks}`);
  await expectAdvancing(page);
  const player = page.getByTestId('player');
  await steerTo(page, player.getByRole('button', { name: 'Settings' }), "the player's settings");
  await page.keyboard.press('Enter');
  const subtitles = player.getByLabel('Subtitles', { exact: true });
  await steerTo(page, subtitles, 'the subtitle choice');
  // A select steps through its choices with left and right (up and down walk the settings).
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() =>
      playerVideo(page).evaluate((video: HTMLVideoElement) =>
        [...video.textTracks].some((track) => track.mode === 'showing'),
      ),
    )
    .toBe(true);
  await expectAdvancing(page);
});

test('a remote alone opens a channel from the guide, and it plays', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  // The demo member holds the base packet, so the channel chosen plays.
  await signInDemo(page, baseURL!);
  await page.goto('/channels/all/tumar?tv=1');
  const list = page.getByRole('list', { name: en.channels.listLabel });
  // The list walks its own channels with up and down; the remote reaches it, then OK opens the one chosen.
  await steerTo(page, list.locator('[data-channel-id][tabindex="0"]'), 'the channel list');
  await page.keyboard.press('ArrowDown');
  const chosen = list.locator('[data-channel-id]:focus');
  const href = await chosen.getAttribute('href');
  expect(await chosen.getAttribute('data-channel-id')).not.toBe('4');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expectAdvancing(page);
});

test('a remote alone signs in with a code, and Back closes a dialog', async ({ page }) => {
  test.setTimeout(90_000);
  const dialog = page.getByRole('dialog');
  await page.goto('/?tv=1');
  await waitForSession(page);
  await steerTo(page, page.getByRole('banner').getByRole('button', { name: en.shell.signIn }), 'the sign-in button');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await pressBack(page);
  await expect(dialog).toHaveCount(0);

  await steerTo(page, page.getByRole('banner').getByRole('button', { name: en.shell.signIn }), 'the sign-in button');
  await page.keyboard.press('Enter');
  await signInByKeys(page, steerTo);
});

test('a remote alone enters the parental PIN with its digit keys, and the settings the PIN guards open', async ({ page }) => {
  test.setTimeout(90_000);
  const pin = '2468';
  await page.goto('/?tv=1');
  await waitForSession(page);
  await signInNewMember(page);
  const set = await page.request.patch('/api/v2/users/self', { data: { pincode: pin } });
  expect(set.status(), await set.text()).toBe(200);
  await page.goto('/settings/parental');
  await expect(page.locator('html[data-tv]')).toHaveCount(1);
  await steerTo(page, page.getByRole('button', { name: en.parental.unlock, exact: true }), 'the unlock button');
  await page.keyboard.press('Enter');
  const pinDialog = page.getByTestId('modal-overlay');
  await steerTo(page, pinDialog.getByTestId('pin-input'), 'the PIN field');
  // A remote's number keys send the digits' own keys; the fourth sends the PIN.
  for (const digit of pin) await page.keyboard.press(digit);
  await expect(pinDialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: en.parental.askFor })).toBeVisible();
  // The switches it guards turn with OK (a remote has no Space), and the change is saved.
  const vod = page.getByRole('checkbox', { name: en.parental.settings.vod });
  await expect(vod).toBeEnabled();
  await expect(vod).toBeChecked();
  await steerTo(page, vod, 'the titles switch');
  await page.keyboard.press('Enter');
  await expect(vod).not.toBeChecked();
  await page.reload();
  await steerTo(page, page.getByRole('button', { name: en.parental.unlock, exact: true }), 'the unlock button');
  await page.keyboard.press('Enter');
  await steerTo(page, pinDialog.getByTestId('pin-input'), 'the PIN field');
  for (const digit of pin) await page.keyboard.press(digit);
  await expect(vod).not.toBeChecked();
  await expect(vod).toBeEnabled();
});
