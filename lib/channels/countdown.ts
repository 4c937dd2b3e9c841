/** The new-year countdown (live-channels.md section 4 "Seasonal page"): runs until the distance turns negative. */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The season runs from July to the new year; in the first half of a year the countdown is over. */
const SEASON_FIRST_MONTH = 6;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Midnight of the coming 1 January in the viewer's zone; in the first half of a year, the one just passed. */
export function newYearTarget(now: Date): Date {
  const year = now.getMonth() >= SEASON_FIRST_MONTH ? now.getFullYear() + 1 : now.getFullYear();
  return new Date(year, 0, 1, 0, 0, 0, 0);
}

/** The time left, or null once the distance is negative (the countdown clears). */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts | null {
  const distance = targetMs - nowMs;
  if (distance < 0) return null;
  return {
    days: Math.floor(distance / DAY_MS),
    hours: Math.floor((distance % DAY_MS) / HOUR_MS),
    minutes: Math.floor((distance % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((distance % MINUTE_MS) / SECOND_MS),
  };
}
