import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import en from '../../messages/en.json';
import { platformSchedule, signIn, type PlatformProgramme } from './support/channels';
import { expectAdvancing } from './support/player';
import { holdPrompts } from './support/prompts';

const t = en.channels;
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
/** The demo vitrina channel (platform/docs/channels.md) and live-channels.md section 4's offset. */
const VITRINA = { id: 58, slug: 'almaty-city', name: 'Almaty City' };
const OFFSET_SEC = 360;

/**
 * The programme the platform's vitrina picture shows now (the one airing 360 s ago) and the one after it. The
 * browser clock is then set 120 s after the boundary between them: its vitrina clock (360 s behind) is still in
 * the first while the wall clock has moved on to the second, and the platform's answers (the list's current
 * programmes, which follow its own clock) agree with it.
 */
async function boundary(page: Page): Promise<{ previous: PlatformProgramme; current: PlatformProgramme }> {
  const pictureSec = Math.floor(Date.now() / 1000) - OFFSET_SEC;
  const items = await platformSchedule(page.request, VITRINA.id, pictureSec - 6 * 3_600, pictureSec + 6 * 3_600);
  const previous = items.find((item) => item.timestamp <= pictureSec && pictureSec < item.timestamp + item.duration);
  const current = items.find((item) => previous && item.timestamp === previous.timestamp + previous.duration);
  if (!current || !previous) throw new Error('no programme boundary in the vitrina schedule');
  await page.clock.setFixedTime((current.timestamp + 120) * 1000);
  return { previous, current };
}

test.beforeEach(async ({ context, page }) => {
  await holdPrompts(context, baseURL);
  await signIn(page.request, 'demo');
});

test.describe('the vitrina channel runs 360 s behind the clock', () => {
  test('its picture, schedule, card and title are the programme of 360 s ago', async ({ page }) => {
    const { previous, current } = await boundary(page);
    const feed = page.waitForResponse((response) => /\/media\/live\/58\/\d+p\.m3u8\?vitrina=1$/.test(response.url()));
    await page.goto(`/channels/all/${VITRINA.slug}`);
    await expectAdvancing(page);

    // The stream itself is delayed: its newest segment is dated 360 s before the platform's clock.
    const playlist = await (await feed).text();
    const dates = [...playlist.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/g)].map((match) => Date.parse(match[1]));
    const lagSec = (Date.now() - (dates.at(-1) ?? 0)) / 1000;
    expect(lagSec).toBeGreaterThanOrEqual(OFFSET_SEC);
    expect(lagSec).toBeLessThan(OFFSET_SEC + 30);

    const schedule = page.getByTestId('schedule');
    await expect(schedule.locator('button[aria-current="true"]')).toHaveAttribute('data-start', String(previous.timestamp));
    await expect(schedule.locator('button[data-state="live"]')).toHaveAttribute('data-start', String(previous.timestamp));
    // The schedule marks the programme the title reads (one `programme`); the same show can air twice in a row, so
    // the title's text tells the two apart only when their titles differ.
    const title = page.locator('h2', { hasText: VITRINA.name });
    await expect(title).toContainText(previous.program.title);
    if (current.program.title !== previous.program.title) await expect(title).not.toContainText(current.program.title);
    // The card's progress is the programme's on the vitrina clock: 240 s before its end, where the wall clock's
    // programme would be 120 s in.
    const card = page.getByRole('list', { name: t.listLabel }).locator(`[data-channel-id="${VITRINA.id}"]`);
    await expect(card).toContainText(previous.program.title);
    const progress = card.locator('span[style*="width"]');
    await expect(progress).toHaveAttribute('style', /width: [\d.]+%/);
    // The bar moves in whole percent (components/channels/channel-card.tsx): within one of the exact share.
    const percent = Number(/width: ([\d.]+)%/.exec((await progress.getAttribute('style')) ?? '')?.[1]);
    expect(Math.abs(percent - ((previous.duration - 240) / previous.duration) * 100)).toBeLessThanOrEqual(1);
  });

  test('its live entry plays live, the next one is still in the future, and the programme bar scrubs on its clock', async ({
    page,
  }) => {
    const { previous, current } = await boundary(page);
    await page.goto(`/channels/all/${VITRINA.slug}`);
    await expectAdvancing(page);
    const schedule = page.getByTestId('schedule');
    await schedule.locator(`button[data-start="${previous.timestamp}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/channels/all/${VITRINA.slug}$`));
    // Just after midnight the vitrina picture is still in yesterday's last programme: the next one is a day on.
    // Its tab comes with the whole schedule, asked once the picture plays.
    if (current.date !== previous.date)
      await page.getByRole('tablist', { name: t.days }).locator('[aria-selected="true"] + [role="tab"]').click();
    await schedule.locator(`button[data-start="${current.timestamp}"]`).click();
    await expect(page.getByText(t.error_schedule_from_future)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/channels/all/${VITRINA.slug}$`));

    // The bar spans the programme the picture shows; its aired part ends 360 s back, 240 s before its end.
    const bar = page.getByTestId('player').getByRole('slider', { name: en.player.scrub });
    await expect(bar).toHaveAttribute('max', String(previous.duration));
    // Live play stands just behind the vitrina's now (on the wall clock the bar would be full).
    const played = Number(await bar.inputValue());
    expect(played).toBeLessThanOrEqual(previous.duration - 240);
    expect(played).toBeGreaterThan(previous.duration - 240 - 30);
    // Held at its far right, the bar stops at the vitrina's now; let go there it stays live (by the wall clock
    // that point would be 130 s back, an archive position).
    await bar.focus();
    await page.keyboard.down('End');
    await expect(bar).toHaveAttribute('aria-valuetext', formatClock(previous.duration - 240));
    await page.keyboard.up('End');
    await expect(bar).not.toHaveAttribute('aria-valuetext', formatClock(previous.duration - 240));
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`/channels/all/${VITRINA.slug}$`));
    // Its start is an archive position.
    await page.keyboard.press('Home');
    await expect(page).toHaveURL(new RegExp(`/channels/all/${VITRINA.slug}\\?ts=${previous.timestamp}$`));
  });

  test('the TV guide reads its row on its clock and marks where that clock stands', async ({ page }) => {
    const { previous } = await boundary(page);
    await page.goto('/channels/all?view=grid');
    await page.getByRole('searchbox').fill('Almaty');
    const row = page.getByRole('grid', { name: t.gridLabel }).locator(`[data-channel-row="${VITRINA.id}"]`);
    await expect(row.locator('[data-state="live"]')).toHaveAttribute('data-start', String(previous.timestamp), {
      timeout: 20_000,
    });
    const mark = row.getByTestId('epg-row-now');
    const line = page.getByTestId('epg-now');
    const [markBox, lineBox] = [await mark.boundingBox(), await line.boundingBox()];
    if (!markBox || !lineBox) throw new Error('the row mark or the now-line is not on screen');
    // 360 s at 300 px an hour: 30 px left of the grid's now-line.
    expect(lineBox.x - markBox.x).toBeCloseTo(30, 0);
  });
});

/** The player's "m:ss" / "h:mm:ss" reading of a time in the programme. */
function formatClock(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
