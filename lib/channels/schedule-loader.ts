/**
 * Loads a channel's schedule with the spec's retries (5 more tries, 3 s apart; live-channels.md section 4)
 * and keeps it per channel. Framework-free so the retry timing is testable with fake timers.
 *
 * The spec's window (72 h or the archive days back, 3 days ahead) is about 140 kB for a channel with a week of
 * archive, and a channel just chosen is starting its picture meanwhile, from the same platform. So a channel seen for
 * the first time asks today's programmes first (what the panel shows at once), and the whole window once `restAfter`
 * settles (the picture plays); a channel whose whole schedule is known shows it at once and refreshes it then.
 */

import type { ScheduleItem } from '@/lib/api/types/channels';
import { initialScheduleDay } from './schedule-days';
import {
  currentEntryIndex,
  SCHEDULE_RETRY_INTERVAL_MS,
  scheduleWindow,
  shouldRetryScheduleLoad,
} from '@/lib/rules/schedule-window';

export type ScheduleState =
  | { status: 'loading'; items: ScheduleItem[] }
  | { status: 'ready'; items: ScheduleItem[] }
  /** No schedule after the retries: the panel shows warning_no_program. */
  | { status: 'failed'; items: ScheduleItem[] };

export interface ScheduleSource {
  load(channelId: number, range: { startSec: number; endSec: number }): Promise<ScheduleItem[]>;
  log(message: string, error: unknown): void;
}

export interface ScheduleChannel {
  id: number;
  archivedDays: number;
}

/** The first request's reach either side of now: today's programmes, whatever the schedule's time zone. */
export const TODAY_REACH_SEC = 24 * 3_600;

const cache = new Map<number, ScheduleItem[]>();
/** Today's programmes of channels whose whole schedule has not come yet (a viewer zapping back and forth). */
const todayCache = new Map<number, ScheduleItem[]>();

export function cachedSchedule(channelId: number): ScheduleItem[] | undefined {
  return cache.get(channelId);
}

/** The programmes of the day airing now (the schedule's own dates), from a window around now. */
export function todaysProgrammes(items: readonly ScheduleItem[], nowSec: number): ScheduleItem[] {
  const today = initialScheduleDay(items, nowSec);
  return items.filter((item) => item.date === today);
}

/**
 * Starts loading; `onState` hears every change; the returned function stops further requests and retries.
 * `restAfter`: when the whole window may be asked (today's programmes go first when nothing is known yet).
 */
export function loadSchedule(
  channel: ScheduleChannel,
  source: ScheduleSource,
  onState: (state: ScheduleState) => void,
  nowSec: () => number = () => Math.floor(Date.now() / 1000),
  restAfter: () => Promise<void> = () => Promise.resolve(),
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  // What is on screen: the whole schedule known from before, or today's part.
  // Today's part is good while it holds the programme on air now.
  const today = todayCache.get(channel.id);
  let shown = cache.get(channel.id) ?? (today && currentEntryIndex(today, nowSec()) >= 0 ? today : null);
  onState(shown ? { status: 'ready', items: shown } : { status: 'loading', items: [] });

  const attempt = () => {
    const window = scheduleWindow(nowSec(), channel.archivedDays);
    source.load(channel.id, { startSec: window.start, endSec: window.end }).then(
      (items) => {
        if (stopped) return;
        if (items.length > 0) {
          cache.set(channel.id, items);
          todayCache.delete(channel.id);
          shown = items;
          onState({ status: 'ready', items });
        } else {
          fail(new Error('empty schedule'));
        }
      },
      (error: unknown) => {
        if (!stopped) fail(error);
      },
    );
  };

  const fail = (error: unknown) => {
    failures += 1;
    source.log(`schedule of channel ${channel.id} failed (attempt ${failures})`, error);
    if (shouldRetryScheduleLoad(failures)) timer = setTimeout(attempt, SCHEDULE_RETRY_INTERVAL_MS);
    else if (!shown) onState({ status: 'failed', items: [] });
  };

  const askRest = () =>
    void restAfter().then(() => {
      if (!stopped) attempt();
    });

  if (shown) {
    askRest();
  } else {
    // Today first; if it fails or is empty, the whole window is asked at once, with the spec's retries.
    const now = nowSec();
    source.load(channel.id, { startSec: now - TODAY_REACH_SEC, endSec: now + TODAY_REACH_SEC }).then(
      (items) => {
        if (stopped) return;
        const today = todaysProgrammes(items, nowSec());
        if (today.length === 0) return attempt();
        shown = today;
        todayCache.set(channel.id, today);
        onState({ status: 'ready', items: today });
        askRest();
      },
      (error: unknown) => {
        if (stopped) return;
        source.log(`today's schedule of channel ${channel.id} failed`, error);
        attempt();
      },
    );
  }
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
