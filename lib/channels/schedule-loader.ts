/**
 * Loads a channel's schedule with the spec's retries (5 more tries, 3 s apart; live-channels.md section 4)
 * and keeps it per channel. Framework-free so the retry timing is testable with fake timers.
 */

import type { ScheduleItem } from '@/lib/api/types/channels';
import { SCHEDULE_RETRY_INTERVAL_MS, scheduleWindow, shouldRetryScheduleLoad } from '@/lib/rules/schedule-window';

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

const cache = new Map<number, ScheduleItem[]>();

export function cachedSchedule(channelId: number): ScheduleItem[] | undefined {
  return cache.get(channelId);
}

/** Starts loading; `onState` hears every change; the returned function stops further retries. */
export function loadSchedule(
  channel: ScheduleChannel,
  source: ScheduleSource,
  onState: (state: ScheduleState) => void,
  nowSec: () => number = () => Math.floor(Date.now() / 1000),
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  const cached = cache.get(channel.id);
  onState(cached ? { status: 'ready', items: cached } : { status: 'loading', items: [] });

  const attempt = () => {
    const window = scheduleWindow(nowSec(), channel.archivedDays);
    source.load(channel.id, { startSec: window.start, endSec: window.end }).then(
      (items) => {
        if (stopped) return;
        if (items.length > 0) {
          cache.set(channel.id, items);
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
    else if (!cache.has(channel.id)) onState({ status: 'failed', items: [] });
  };

  attempt();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
