import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { findBlackout, findScheduleItem, signIn, useChildProfile } from './support/channels';
import { expectAdvancing, playerVideo } from './support/player';
import { holdPrompts } from './support/prompts';

const t = en.channels;
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

// Prompts could appear over the element under test at any moment; the registration prompt test lets them through.
test.beforeEach(async ({ context }, testInfo) => {
  if (!testInfo.title.includes('registration prompt')) await holdPrompts(context, baseURL);
});

test.describe('live channels for a member', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page.request, 'demo');
  });

  test('a channel page plays live and switching channels plays the new one', async ({ page }) => {
    await page.goto('/channels/2/tumar');
    await expectAdvancing(page);
    const stream = page.waitForRequest((request) => /\/v2\/channels\/8\/stream/.test(request.url()));
    // Asked once: the request the choice makes early is the one the new channel's player plays.
    const streamRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/v2\/channels\/8\/stream/.test(request.url())) streamRequests.push(request.url());
    });
    // The new channel's own live playlist loads, not only its page: the player really switched.
    const playlist = page.waitForResponse((response) => /\/media\/live\/8\/(tk\.[^/]+\/)?\d+p\.m3u8$/.test(response.url()));
    await page.locator('[data-channel-id="8"]').click();
    await stream;
    expect((await playlist).status()).toBe(200);
    await expect(page).toHaveURL(/\/channels\/all\/aral-tv$/);
    await expect(page.locator('h2', { hasText: 'Aral TV' })).toBeVisible();
    await expectAdvancing(page);
    expect(streamRequests).toHaveLength(1);
  });

  test('the channel open now is not listed as recently watched; the one left is', async ({ page }) => {
    await page.goto('/channels/2/tumar');
    await expectAdvancing(page);
    const recent = page.getByRole('region', { name: t.recent });
    // The first channel of a visit: nothing to go back to, so no block appears above the list (and moves it).
    await expect(recent).toHaveCount(0);
    await page.locator('[data-channel-id="8"]').click();
    await expect(page).toHaveURL(/\/channels\/all\/aral-tv$/);
    await expect(recent.getByRole('link', { name: 'Tumar' })).toBeVisible();
    await expect(recent.getByRole('link', { name: 'Aral TV' })).toHaveCount(0);
  });

  test('a past programme plays from its start with ts in the address', async ({ page }) => {
    await page.goto('/channels/all/tumar');
    const item = await findScheduleItem(page, 'archive');
    const start = await item.getAttribute('data-start');
    const stream = page.waitForRequest(
      (request) => request.url().includes(`/v2/channels/4/stream`) && request.url().includes(`ts=${start}`),
    );
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/channels/all/tumar\\?ts=${start}$`));
    await stream;
    await expectAdvancing(page);
  });

  test('a future programme alerts error_schedule_from_future', async ({ page }) => {
    await page.goto('/channels/all/tumar');
    await (await findScheduleItem(page, 'future')).click();
    await expect(page.getByText(t.error_schedule_from_future)).toBeVisible();
    await expect(page).toHaveURL(/\/channels\/all\/tumar$/);
  });

  test('a programme outside the archive alerts error_schedule_copyright_banned', async ({ page }) => {
    // Mig Info keeps no archive (platform/docs/channels.md), so every past programme is banned.
    await page.goto('/channels/all/mig-info');
    await (await findScheduleItem(page, 'banned')).click();
    await expect(page.getByText(t.error_schedule_copyright_banned)).toBeVisible();
  });

  test('a blacked-out programme loops the placeholder with its explanation, and the way back to live', async ({
    page,
  }) => {
    const { slug, banned } = await findBlackout(page.request);
    const ts = banned.timestamp + 60;
    const placeholder = page.waitForRequest((request) => /\/media\/blackout\/(tk\.[^/]+\/)?master\.m3u8/.test(request.url()));
    await page.goto(`/channels/all/${slug}?ts=${ts}`);
    const notice = page.getByTestId('channel-blackout');
    await expect(notice).toContainText(t.blackoutTitle);
    await placeholder;
    await expectAdvancing(page);
    await notice.getByRole('button', { name: t.blackoutGoLive }).click();
    await expect(page).toHaveURL(new RegExp(`/channels/all/${slug}$`));
    await expect(notice).toBeHidden();
  });

  test('a blackout loop moves on at the end of its programme, on time', async ({ page }) => {
    test.setTimeout(120_000);
    const { slug, banned } = await findBlackout(page.request);
    const end = banned.timestamp + banned.duration;
    // The schedule (and with it the programme's end) arrives 8 s after the loop starts.
    await page.route('**/content_schedule?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      await route.continue();
    });
    await page.goto(`/channels/all/${slug}?ts=${end - 20}`);
    await expect(page.getByTestId('channel-blackout')).toContainText(t.blackoutTitle);
    const shownAt = Date.now();
    await expect(page).toHaveURL(new RegExp(`/channels/all/${slug}\\?ts=${end}$`), { timeout: 40_000 });
    // The loop stands for the 20 s left of the programme, counted from when it started, not from the schedule.
    expect(Date.now() - shownAt).toBeLessThan(20_000 + 5_000);
  });

  test('archive playback reaching a blacked-out programme moves on into the blackout loop', async ({ page }) => {
    test.setTimeout(120_000);
    const { slug, banned, before } = await findBlackout(page.request);
    const end = before.timestamp + before.duration;
    expect(end).toBe(banned.timestamp);
    await page.goto(`/channels/all/${slug}?ts=${end - 35}`);
    await expectAdvancing(page);
    await expect(page).toHaveURL(new RegExp(`/channels/all/${slug}\\?ts=${end}$`), { timeout: 60_000 });
    await expect(page.getByTestId('channel-blackout')).toContainText(t.blackoutTitle);
  });

  test('/channels opens the channel opened last, on a fresh load and from another page of the app', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/channels/all/tumar');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('channels.last')), { timeout: 20_000 }).toBe('4');
    await page.goto('/channels');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tumar', { timeout: 20_000 });
    await page.goto('/movies');
    // The seeded main menu's channels item: a navigation inside the app, no page load.
    await page.getByRole('navigation', { name: en.shell.mainMenu }).getByRole('link', { name: 'TV channels' }).click();
    await expect(page).toHaveURL(/\/channels$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tumar', { timeout: 20_000 });
    // The server renders no memory: the page hydrates without a mismatch and shows the stored channel after.
    expect(errors).toEqual([]);
  });

  test('a channel favorite persists after reload', async ({ page }) => {
    await page.goto('/channels/all/saga');
    const menuButton = page.getByRole('button', { name: t.favorites });
    await expect(menuButton).toBeEnabled();
    await menuButton.click();
    await page.getByRole('menuitem', { name: t.favoriteChannel }).click();
    // A drawn star named for screen readers (no emoji: Debian's Chromium has no emoji font).
    await expect(menuButton.getByRole('img', { name: t.inFavorites })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: t.favorites }).getByRole('img', { name: t.inFavorites })).toBeVisible();
    await page.getByRole('button', { name: t.favorites }).click();
    await expect(page.getByRole('menuitem', { name: t.unfavoriteChannel })).toBeVisible();
  });

  test('arrow keys walk the channel list and Enter opens the focused channel', async ({ page }) => {
    await page.goto('/channels/all/tumar');
    const list = page.getByRole('list', { name: t.listLabel });
    const tumar = list.locator('[data-channel-id="4"]');
    await expect(tumar).toHaveAttribute('tabindex', '0');
    await tumar.focus();
    await page.keyboard.press('ArrowDown');
    const next = list.locator('[data-channel-id]:focus');
    const nextId = await next.getAttribute('data-channel-id');
    expect(nextId).not.toBe('4');
    const slug = await next.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${slug}$`));
    // The address changes before the switch renders (the router follows pushState in a transition): until the card
    // is marked open, the schedule on screen is still the last channel's, about to be replaced.
    await expect(list.locator(`[data-channel-id="${nextId}"]`)).toHaveAttribute('aria-current', 'page');
    // Right goes across to the schedule of the open channel, left comes back.
    // The schedule's frame shows before its programmes load; Right needs a programme to land on.
    await expect(page.getByTestId('schedule').getByRole('button').first()).toBeVisible({ timeout: 20_000 });
    await list.locator(`[data-channel-id="${nextId}"]`).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('schedule').locator('button:focus')).toHaveCount(1);
    await page.keyboard.press('ArrowLeft');
    await expect(list.locator(`[data-channel-id="${nextId}"]`)).toBeFocused();
  });

  test('the TV guide grid shows channels by time and opens programmes by click and by keys', async ({ page }) => {
    await page.goto('/channels');
    await page.getByRole('link', { name: t.viewGrid }).click();
    await expect(page).toHaveURL(/\/channels\?view=grid$/);
    const grid = page.getByRole('grid', { name: t.gridLabel });
    await expect(grid.locator('[data-state="live"]').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('epg-now')).toBeVisible();
    const firstRow = grid.locator('[data-channel-row]').first();
    const firstChannel = firstRow.getByRole('rowheader');
    const href = await firstChannel.getAttribute('href');
    await firstChannel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(firstRow.locator('[role="gridcell"]:focus')).toHaveAttribute('data-state', 'live');
    await page.keyboard.press('ArrowDown');
    await expect(grid.locator('[data-channel-row]').nth(1).locator('[role="gridcell"]:focus')).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    // Live, or from its start should the programme end just before Enter.
    await expect(page).toHaveURL(new RegExp(`${href}(\\?ts=\\d+)?$`));

    await page.goto('/channels/all?view=grid');
    await page.getByRole('searchbox').fill('Tumar');
    const tumarRow = grid.locator('[data-channel-row="4"]');
    await expect(tumarRow.locator('[data-state="live"]')).toBeVisible({ timeout: 20_000 });
    await expect(grid.locator('[data-channel-row]')).toHaveCount(1);
    // Walk back in time until a programme of the archive is on screen (some may be banned from it).
    const archive = tumarRow.locator('[data-state="archive"]');
    for (let step = 0; step < 24 && (await archive.count()) === 0; step += 1) {
      await grid.evaluate((element) => element.scrollBy({ left: -600 }));
      await page.waitForTimeout(300);
    }
    const start = await archive.last().getAttribute('data-start');
    const past = tumarRow.locator(`[data-state="archive"][data-start="${start}"]`);
    // The channel column is sticky: a programme partly under it takes no click at its visible centre (which side of
    // the column it sits on depends on the time of day), so the programme is centred in the grid first.
    await past.evaluate((element) => element.scrollIntoView({ inline: 'center', block: 'nearest' }));
    await past.click();
    await expect(page).toHaveURL(new RegExp(`/channels/all/tumar\\?ts=${start}$`));
  });

  test('the embedded player plays without the site header', async ({ page }) => {
    await page.goto('/channel_embed/4');
    await expectAdvancing(page);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});

/** A channel's live stream asked of the platform (through the same-origin gateway). */
const STREAM_REQUEST = /\/v2\/channels\/(\d+)\/stream/;

function watchStreams(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = STREAM_REQUEST.exec(request.url());
    if (match) asked.push(match[1]);
  });
  return asked;
}

// A guest: the server's HTML holds the list (a member's waits for their own), and the first channel, Dala TV, is free,
// so it plays for a guest.
test.describe('/channels opens a channel by itself on a wide screen only', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    // Issue 32: the server renders the wide layout, and the page opened its first channel until it learned the width.
    // Whether the channel mounted before the page learned its width was a race with the channel view's code (it
    // did in Lighthouse's runs, not in this browser's): the test after this one makes it certain.
    test('opens no channel, asks no stream and records nothing until the viewer opens one', async ({ page }) => {
      const asked = watchStreams(page);
      await page.goto('/channels');
      const list = page.getByRole('list', { name: t.listLabel });
      const first = list.locator('[data-channel-id]').first();
      await expect(first).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500);
      expect(asked).toEqual([]);
      expect(await page.evaluate(() => [localStorage.getItem('channels.recent'), localStorage.getItem('channels.last')])).toEqual([null, null]);
      await expect(page.getByRole('region', { name: t.recent })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect(first).not.toHaveAttribute('aria-current', 'page');

      // The viewer's own choice opens as a modal page, asks its stream and is remembered.
      await list.locator('[data-channel-id="3"]').click();
      await expect(page).toHaveURL(/\/channels\/all\/samal$/);
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Samal' }).first()).toBeVisible();
      await expect.poll(() => asked).toContain('3');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('channels.last')), { timeout: 20_000 }).toBe('3');
    });

    test('coming back to /channels within the app opens no channel by itself either', async ({ page }) => {
      await page.goto('/channels');
      await page.locator('[data-channel-id="3"]').click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('channels.last')), { timeout: 20_000 }).toBe('3');
      await page.goBack();
      const nav = page.getByRole('navigation', { name: en.shell.bottomNav });
      await nav.getByRole('link', { name: en.shell.nav.home }).click();
      await expect(page).not.toHaveURL(/\/channels/);
      // A new TV page without a page load: the channel view's code is already loaded, and the page mounted the channel
      // opened last, asking its stream, in the moment before it learned it was on a phone.
      const asked = watchStreams(page);
      await nav.getByRole('link', { name: en.shell.nav.channels }).click();
      await expect(page).toHaveURL(/\/channels$/);
      await expect(page.getByRole('region', { name: t.recent }).getByRole('link', { name: 'Samal' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500);
      expect(asked).toEqual([]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('a wide screen opens the first channel and plays it', async ({ page }) => {
    const asked = watchStreams(page);
    await page.goto('/channels');
    const first = page.getByRole('list', { name: t.listLabel }).locator('[data-channel-id]').first();
    await expect(first).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
    const id = await first.getAttribute('data-channel-id');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(first).toContainText((await heading.textContent()) ?? '');
    await expect.poll(() => asked, { timeout: 20_000 }).toContain(id);
    await expectAdvancing(page);
  });
});

test.describe('live channels for a guest', () => {
  test('a channel outside the guest purchases shows a lock and the purchase block', async ({ page }) => {
    await page.goto('/channels/all/tumar');
    const lock = page.locator('[data-channel-id="4"]').getByRole('img', { name: t.locked });
    await expect(lock).toBeVisible();
    // Drawn, not an emoji (which Debian's Chromium shows as an empty box).
    expect(await lock.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    const block = page.getByTestId('purchase-block');
    await expect(block).toBeVisible({ timeout: 20_000 });
    await expect(block.getByRole('button', { name: t.signIn })).toBeVisible();
    await expect(playerVideo(page)).toHaveCount(0);
  });

  test('search finds a channel typed in the other keyboard layout and in Latin letters', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'ru', url: process.env.E2E_BASE_URL ?? 'http://localhost:3100' }]);
    await page.goto('/channels');
    const search = page.getByRole('searchbox');
    const list = page.getByRole('list', { name: 'Список каналов' });
    await search.fill('Cfvfk');
    await expect(list.getByText('Самал', { exact: true })).toBeVisible();
    await expect(list.getByText('Тумар', { exact: true })).toHaveCount(0);
    await search.fill('samal');
    await expect(list.getByText('Самал', { exact: true })).toBeVisible();
    // й typed as i, y or j.
    for (const typed of ['nochnoi', 'nochnoy', 'nochnoj']) {
      await search.fill(typed);
      await expect(list.getByText('Ночной клуб', { exact: true })).toBeVisible();
    }
    await search.fill('zzzz');
    await expect(page.getByText('Каналы не найдены')).toBeVisible();
  });

  test('opening a channel brings the registration prompt after 5000 ms', async ({ page }) => {
    // Timed from before the navigation: the page's timer starts when it opens, and a loaded machine can show the
    // heading to the test a second later (the prompt then came 3920 ms after the test saw the heading).
    const opened = Date.now();
    await page.goto('/channels/all/samal');
    await expect(page.getByRole('heading', { level: 1, name: 'Samal' })).toBeVisible();
    const register = page.getByTestId('register-prompt');
    // The first page of a visit may ask for the notification permission: prompts come one at a time.
    const permission = page.getByTestId('permission-prompt');
    await expect(register.or(permission)).toBeVisible({ timeout: 15_000 });
    if (await permission.isVisible()) {
      await expect(register).toHaveCount(0);
      await permission.getByRole('button', { name: en.prompts.later }).click();
    }
    await expect(register).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(4_000);
  });

  test('an unknown channel shows the not-found screen', async ({ page }) => {
    const response = await page.goto('/channels/all/no-such-channel');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByText(en.notFound.channel)).toBeVisible();
  });

  test('a non-numeric embed channel id is refused', async ({ page }) => {
    const response = await page.goto('/channel_embed/abc');
    expect(response?.status()).toBe(404);
  });
});

test.describe('parental control', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page.request, 'parent');
  });

  test('an adult channel asks the PIN first', async ({ page }) => {
    await page.goto('/channels/all/night-club');
    const pin = page.getByTestId('pin-input');
    await expect(pin).toBeVisible({ timeout: 20_000 });
    await pin.fill('1234');
    await expect(pin).toBeHidden();
    await expect(page.getByTestId('purchase-block').or(page.getByTestId('player'))).toBeVisible();
  });

  test('a child profile sees no adult channels and no category filter', async ({ page }) => {
    await useChildProfile(page.request);
    // Not even for a frame: neither in the server's markup nor in anything the browser renders before its own list.
    const html = await (await page.request.get('/channels')).text();
    expect(html).not.toContain('Night Club');
    await page.addInitScript(() => {
      const flag = window as unknown as { sawAdult?: boolean };
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Night Club')) flag.sawAdult = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/channels');
    const list = page.getByRole('list', { name: t.listLabel });
    await expect(list.getByText('Bala', { exact: true })).toBeVisible();
    await expect(list.getByText('Night Club', { exact: true })).toHaveCount(0);
    await expect(list.getByText('Action Zone', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: t.categoryLabel })).toHaveCount(0);
    await page.goto('/channels/all');
    await expect(list.getByText('Samal', { exact: true })).toBeVisible();
    await expect(list.getByText('Night Club', { exact: true })).toHaveCount(0);
    await expect(list.getByText('Action Zone', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sawAdult?: boolean }).sawAdult ?? false)).toBe(false);
  });
});
