/**
 * Schedule window, scrub and progress rules (live-channels.md section 4 "Schedule and archive",
 * section 9). Times are unix seconds unless a name ends in Ms.
 */

import type { ProgrammeSpan } from './archive';

const SECONDS_PER_HOUR = 3_600;
const HOURS_PER_DAY = 24;

/** live-channels.md section 4: the schedule starts at least 72 hours back. */
export const SCHEDULE_MIN_HOURS_BACK = 72;
/** live-channels.md section 4: the schedule ends 259200 s ahead. */
export const SCHEDULE_SECONDS_AHEAD = 259_200;
/** live-channels.md section 4: two entries are shown before the current one. */
export const SCHEDULE_ENTRIES_BEFORE_CURRENT = 2;
/** live-channels.md section 4: schedule load retries up to 5 times. */
export const SCHEDULE_LOAD_MAX_RETRIES = 5;
/** live-channels.md section 4: schedule load retries at 3 s intervals. */
export const SCHEDULE_RETRY_INTERVAL_MS = 3_000;
/** live-channels.md section 8: shown when the schedule is still missing after the retries. */
export const NO_PROGRAM_WARNING = 'warning_no_program';
/** live-channels.md section 4: the channel progress bar refreshes every 7 s. */
export const CHANNEL_PROGRESS_REFRESH_MS = 7_000;
/** live-channels.md section 4: a target under 30 s from now is live; a stream timestamp needs 30 s of past. */
export const LIVE_EDGE_SECONDS = 30;
/** live-channels.md section 4: vitrina offset 360 s. */
export const VITRINA_OFFSET_SECONDS = 360;

export interface TimeWindow {
  start: number;
  end: number;
}

/** The schedule request window: max(72 h, archive days x 24 h) back, 259200 s ahead. */
export function scheduleWindow(nowSec: number, archiveDays: number): TimeWindow {
  const archiveHours = Number.isFinite(archiveDays) && archiveDays > 0 ? archiveDays * HOURS_PER_DAY : 0;
  const hoursBack = Math.max(SCHEDULE_MIN_HOURS_BACK, archiveHours);
  return { start: nowSec - hoursBack * SECONDS_PER_HOUR, end: nowSec + SCHEDULE_SECONDS_AHEAD };
}

/** Index of the entry airing now, or -1. */
export function currentEntryIndex<T extends ProgrammeSpan>(entries: readonly T[], nowSec: number): number {
  return entries.findIndex((entry) => entry.startSec <= nowSec && nowSec < entry.startSec + entry.durationSec);
}

/** The visible part of the schedule list: two entries before the current one onwards (all when none is current). */
export function visibleScheduleEntries<T extends ProgrammeSpan>(entries: readonly T[], nowSec: number): T[] {
  const current = currentEntryIndex(entries, nowSec);
  if (current < 0) return [...entries];
  return entries.slice(Math.max(0, current - SCHEDULE_ENTRIES_BEFORE_CURRENT));
}

/** Whether a failed schedule load is tried again (attempt counts from 1 after the first failure). */
export function shouldRetryScheduleLoad(failedAttempts: number): boolean {
  return failedAttempts <= SCHEDULE_LOAD_MAX_RETRIES;
}

/** A target under 30 s from now plays live. */
export function isLiveTarget(targetSec: number, nowSec: number): boolean {
  return nowSec - targetSec < LIVE_EDGE_SECONDS;
}

/** The ts sent with a stream request: only for a target at least 30 s in the past; null means live. */
export function streamTimestamp(targetSec: number, nowSec: number): number | null {
  return isLiveTarget(targetSec, nowSec) ? null : targetSec;
}

// Scrubbing itself (clamped to the programme minus 5 s, rounded down to 10 s, under 30 s back is live, only where the
// programme can be clicked) is the player's rule: player/core/live-position.ts, fed `programme.scrubbable` by the page.

/** Seconds of the programme already aired, within [0, duration]. */
export function elapsedInProgramme(programmeStart: number, programmeDuration: number, nowSec: number): number {
  return Math.min(Math.max(0, nowSec - programmeStart), Math.max(0, programmeDuration));
}

/** Progress of the programme in percent, 0..100. */
export function programmeProgressPercent(programmeStart: number, programmeDuration: number, nowSec: number): number {
  if (programmeDuration <= 0) return 0;
  return (elapsedInProgramme(programmeStart, programmeDuration, nowSec) / programmeDuration) * 100;
}
