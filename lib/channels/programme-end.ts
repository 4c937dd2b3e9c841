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

export interface BlackoutEndInput {
  /** The programme time the loop stands in for from its start (the requested ts), unix s. */
  tsSec: number;
  programmeEndSec: number;
  /** Wall clock (ms) when the loop's stream answer arrived: its programme time runs with the clock from there. */
  startedAtMs: number;
  /** How far the channel's picture runs behind the wall clock (vitrina: 360 s); decides live or ts after. */
  clockOffsetSec: number;
  /** The next position: the next programme's start as ts, or 0 for live. */
  onEnd: (position: number) => void;
}

export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Moves on when a blackout loop has stood for the rest of its programme (live-channels.md section 4, "at
 * programme end the player moves to the next programme"). The deadline comes from the programme's end and when
 * the loop started, not from when this is called (the schedule may arrive seconds after the stream), and a timer
 * that fires early (clock changes, throttled tabs) waits again for the rest. Returns the cancel function.
 */
export function scheduleBlackoutEnd(input: BlackoutEndInput, clock: TimerClock = browserClock): () => void {
  const deadlineMs = input.startedAtMs + blackoutRemainingMs(input.tsSec, input.programmeEndSec);
  let handle: unknown = null;
  const check = () => {
    const nowMs = clock.now();
    if (nowMs < deadlineMs) {
      handle = clock.setTimeout(check, deadlineMs - nowMs);
      return;
    }
    handle = null;
    const channelNowSec = Math.floor(nowMs / 1000) - input.clockOffsetSec;
    input.onEnd(nextProgrammePosition(input.programmeEndSec, input.programmeEndSec, channelNowSec) ?? 0);
  };
  check();
  return () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
}
