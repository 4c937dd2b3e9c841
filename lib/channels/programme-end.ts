import { streamTimestamp } from '@/lib/rules/schedule-window';

/**
 * Where archive playback goes once it reaches the end of its programme (live-channels.md section 4, "at
 * programme end the player moves to the next programme"): the next programme's start as ts, or live (0)
 * when that start lies under 30 s before now. Null while playback is still inside the programme.
 */
export function nextProgrammePosition(positionSec: number, programmeEndSec: number, nowSec: number): number | null {
  if (positionSec < programmeEndSec) return null;
  return streamTimestamp(programmeEndSec, nowSec) ?? 0;
}

/** How long a blackout loop stands in for its programme: what remains of it from the requested ts. */
export function blackoutRemainingMs(tsSec: number, programmeEndSec: number): number {
  return Math.max(0, programmeEndSec - tsSec) * 1000;
}
