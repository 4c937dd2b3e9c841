import { LIVE_EDGE_SECONDS } from '../core/constants';
import type { LivePosition, PlaybackMode } from '../core/types';

export interface TimelineInput {
  mode: PlaybackMode;
  live: Pick<LivePosition, 'streamStart' | 'programme'>;
  currentTime: number;
  /** The end of the media's seekable range: the live edge of a live stream. */
  seekableEnd: number;
  nowUnix: number;
}

/**
 * The wall-clock second on screen. Archive streams start at the requested `ts` (streamStart); a
 * live stream's start is unknown, so its distance to the live edge is the distance to the seekable end.
 */
export function playingUnix({ mode, live, currentTime, seekableEnd, nowUnix }: TimelineInput): number {
  if (live.streamStart > 0) return Math.min(nowUnix, live.streamStart + currentTime);
  if (mode === 'live') return nowUnix - Math.max(0, seekableEnd - currentTime);
  return nowUnix;
}

/** Whole seconds behind live; under 30 s counts as live (live-channels.md section 4 "Schedule and archive"). */
export function secondsBehindLive(input: TimelineInput): number {
  const behind = Math.floor(input.nowUnix - playingUnix(input));
  return behind < LIVE_EDGE_SECONDS ? 0 : behind;
}

/** Where the programme bar stands: the played and the aired (elapsed) parts, both 0..1. */
export function programmeProgress(input: TimelineInput): { played: number; elapsed: number } | null {
  const programme = input.live.programme;
  if (!programme || programme.duration <= 0) return null;
  const fraction = (unix: number) => Math.min(1, Math.max(0, (unix - programme.start) / programme.duration));
  return { played: fraction(playingUnix(input)), elapsed: fraction(input.nowUnix) };
}

/** A hover over the programme bar: times beyond what has aired are zeroed (live-channels.md section 4). */
export function hoverOffset(fraction: number, programme: { start: number; duration: number }, nowUnix: number): number {
  const offset = Math.max(0, Math.min(1, fraction)) * programme.duration;
  return programme.start + offset > nowUnix ? 0 : offset;
}

/** "5:07", "1:02:03": media and programme times as clocks read them. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
