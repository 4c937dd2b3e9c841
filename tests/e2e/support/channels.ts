import { expect, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../../messages/en.json';

/** Signs in through the same-origin gateway, which keeps the token in the httpOnly cookie. */
export async function signIn(request: APIRequestContext, login: string, password = 'demo123'): Promise<void> {
  const response = await request.post('/api/v2/auth/login', { data: { login, password } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Switches the session to the member's child profile (parent / demo123 has one). */
export async function useChildProfile(request: APIRequestContext): Promise<void> {
  const profiles = (await (await request.get('/api/v2/users/self/profiles')).json()) as { id: number; role: string }[];
  const child = profiles.find((profile) => profile.role === 'child');
  if (!child) throw new Error('no child profile');
  const response = await request.post('/api/v2/users/self/profile', { data: { id: child.id } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

export const scheduleItems = (page: Page, state: 'live' | 'archive' | 'banned' | 'future') =>
  page.getByTestId('schedule').locator(`button[data-state="${state}"]`);

/** A future programme picked starts at least this long after the walk: it is still future when the test clicks it. */
const FUTURE_MARGIN_SEC = 60;

/**
 * Walk the day tabs until a programme in the wanted state shows: back for past states (some days hold only
 * banned programmes, and just after midnight today holds only the one on air), forward for future ones (late in the
 * evening today has none left). The panel shows today's programmes first and the whole window once the picture
 * plays, so the walk waits for the other days' tabs. The programme is returned by its start: it stays the one picked
 * when the one on air ends meanwhile and becomes the last of the archive.
 */
export async function findScheduleItem(page: Page, state: 'archive' | 'banned' | 'future') {
  const schedule = page.getByTestId('schedule');
  await expect(schedule).toBeVisible({ timeout: 20_000 });
  const days = page.getByRole('tablist', { name: en.channels.days }).getByRole('tab');
  // Today's part is one day; the whole window reaches days back and ahead.
  await expect.poll(() => days.count(), { timeout: 20_000 }).toBeGreaterThan(1);
  const selected = await days.evaluateAll((tabs) =>
    tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
  );
  const forward = state === 'future';
  const count = await days.count();
  for (let index = selected; index >= 0 && index < count; index += forward ? 1 : -1) {
    await days.nth(index).click();
    const starts = await scheduleItems(page, state).evaluateAll((buttons) =>
      buttons.map((button) => Number(button.getAttribute('data-start'))),
    );
    const earliestFuture = Date.now() / 1000 + FUTURE_MARGIN_SEC;
    const start = forward ? starts.find((each) => each >= earliestFuture) : starts.at(-1);
    if (start !== undefined) return schedule.locator(`button[data-state="${state}"][data-start="${start}"]`);
  }
  throw new Error(`no ${state} programme in the schedule`);
}

/** A schedule entry as the platform answers it (platform/docs/channels.md). */
export interface PlatformProgramme {
  id: number;
  timestamp: number;
  duration: number;
  is_catchup_available: boolean;
  /** The schedule day it belongs to, YYYY-MM-DD in the provider's zone. */
  date: string;
  program: { title: string };
}

/** The platform's own schedule of a channel in English, to pick what a test expects from the real data. */
export async function platformSchedule(
  request: APIRequestContext,
  channelId: number,
  startSec: number,
  endSec: number,
) {
  const url = `${process.env.E2E_PLATFORM_URL}/v2/channels/${channelId}/content_schedule?start=${startSec}&end=${endSec}`;
  const response = await request.get(url, { headers: { 'accept-language': 'en' } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PlatformProgramme[];
}

/**
 * A moment one minute into the latest finished programme of a channel that its archive lets the demo member watch:
 * a fixed offset from now can fall in a blackout (a copyright-banned programme) depending on the time of day.
 */
export async function archivedMoment(request: APIRequestContext, channelId: number): Promise<number> {
  const nowSec = Math.floor(Date.now() / 1000);
  const items = await platformSchedule(request, channelId, nowSec - 86_400, nowSec);
  const programme = items.findLast((item) => item.is_catchup_available && item.timestamp + item.duration < nowSec - 600);
  if (!programme) throw new Error(`no archived programme of channel ${channelId} in the last day`);
  return programme.timestamp + 60;
}

/** Basic TV channels of the demo member (no ads) whose kinds hold copyright-banned programmes, by slug. */
const DEMO_ARCHIVE_CHANNELS: [number, string][] = [
  [44, 'wild-planet'],
  [46, 'science-lab'],
  [29, 'serial-tv'],
  [22, 'kinodom'],
];

/**
 * A past programme the archive covers but whose catch-up is not allowed (a blackout), with the programme
 * before it when that one is in the archive, searched over the last two days of the demo member's channels.
 */
export async function findBlackout(request: APIRequestContext) {
  const nowSec = Math.floor(Date.now() / 1000);
  for (const [channelId, slug] of DEMO_ARCHIVE_CHANNELS) {
    const items = await platformSchedule(request, channelId, nowSec - 2 * 86_400, nowSec - 3_600);
    const index = items.findIndex(
      (item, at) => at > 0 && !item.is_catchup_available && items[at - 1].is_catchup_available,
    );
    if (index > 0) return { channelId, slug, banned: items[index], before: items[index - 1] };
  }
  throw new Error('no blacked-out programme after an archived one in the last two days');
}
