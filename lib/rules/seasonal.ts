/**
 * The seasonal /newyear page (live-channels.md sections 2 and 4 "Seasonal page").
 */

/** live-channels.md section 2: the seasonal page keeps channel 3929 fixed. */
export const NEW_YEAR_CHANNEL_ID = 3929;
/** live-channels.md section 4: five promo rows load, for authorised users only. */
export const NEW_YEAR_PROMO_ROWS = 5;

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Midnight of 1 January after `now`, in the given UTC offset (minutes east of UTC, e.g. +300 for UTC+5). */
export function nextNewYearAt(nowMs: number, utcOffsetMinutes: number): number {
  const local = new Date(nowMs + utcOffsetMinutes * MINUTE_MS);
  return Date.UTC(local.getUTCFullYear() + 1, 0, 1) - utcOffsetMinutes * MINUTE_MS;
}

/** Time left until the target, or null once the distance is negative (the countdown clears). */
export function countdown(targetMs: number, nowMs: number): Countdown | null {
  const left = targetMs - nowMs;
  if (left < 0) return null;
  return {
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((left % MINUTE_MS) / SECOND_MS),
  };
}
