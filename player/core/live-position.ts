import {
  LIVE_EDGE_SECONDS,
  LIVE_STREAM_TIMESTAMP,
  SCRUB_END_MARGIN_SECONDS,
  SCRUB_ROUNDING_SECONDS,
} from './constants';
import type { LivePosition } from './types';

export function roundDownTo(value: number, step: number): number {
  return Math.floor(value / step) * step;
}

/**
 * Scrub offset inside a programme: clamped to the programme duration minus 5 s, then rounded down
 * to 10 s (live-channels.md section 4 "Schedule and archive").
 */
export function clampScrubOffset(offsetSeconds: number, programmeDuration: number): number {
  const upper = Math.max(0, programmeDuration - SCRUB_END_MARGIN_SECONDS);
  const clamped = Math.min(Math.max(0, offsetSeconds), upper);
  return roundDownTo(clamped, SCRUB_ROUNDING_SECONDS);
}

/**
 * The `ts` to request a stream with: a target under 30 s from now is live (0); a timestamp is only
 * sent when it is at least 30 s in the past (live-channels.md section 4 "Schedule and archive").
 */
export function streamTimestampFor(targetUnix: number, nowUnix: number): number {
  return nowUnix - targetUnix < LIVE_EDGE_SECONDS ? LIVE_STREAM_TIMESTAMP : Math.floor(targetUnix);
}

/** A skip never moves into the future nor outside the programmes the schedule knows about. */
export function clampArchiveTarget(targetUnix: number, nowUnix: number, live: LivePosition): number {
  const lower = live.schedule ? live.schedule.start : Number.NEGATIVE_INFINITY;
  const upper = Math.min(nowUnix, live.schedule ? live.schedule.end : Number.POSITIVE_INFINITY);
  return Math.min(Math.max(targetUnix, lower), upper);
}

/** On-demand skips stay inside the title. */
export function clampVodTarget(targetSeconds: number, duration: number): number {
  const upper = Number.isFinite(duration) && duration > 0 ? duration : targetSeconds;
  return Math.min(Math.max(0, targetSeconds), upper);
}
