/** The schedule panel's day switcher: entries grouped by their calendar day (live-channels.md section 2). */

export interface DatedEntry {
  /** YYYY-MM-DD in the schedule's zone. */
  date: string;
  startSec: number;
  durationSec: number;
}

/** Days present in the schedule, in order. */
export function scheduleDays(entries: readonly DatedEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.date))].sort();
}

/** The day shown first: the day of the entry airing now, else the nearest day not before now, else the last. */
export function initialScheduleDay(entries: readonly DatedEntry[], nowSec: number): string | null {
  const current = entries.find((entry) => entry.startSec <= nowSec && nowSec < entry.startSec + entry.durationSec);
  if (current) return current.date;
  const upcoming = entries.find((entry) => entry.startSec > nowSec);
  return upcoming?.date ?? entries.at(-1)?.date ?? null;
}

export function entriesOfDay<T extends DatedEntry>(entries: readonly T[], day: string | null): T[] {
  return day ? entries.filter((entry) => entry.date === day) : [];
}
