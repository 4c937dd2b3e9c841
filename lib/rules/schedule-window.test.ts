import {
  currentEntryIndex,
  elapsedInProgramme,
  isLiveTarget,
  programmeProgressPercent,
  scheduleWindow,
  shouldRetryScheduleLoad,
  streamTimestamp,
  visibleScheduleEntries,
} from './schedule-window';

const NOW = 1_800_000_000;
const HOUR = 3_600;

describe('scheduleWindow', () => {
  it('starts at least 72 hours back and ends 259200 s ahead', () => {
    expect(scheduleWindow(NOW, 0)).toEqual({ start: NOW - 72 * HOUR, end: NOW + 259_200 });
    expect(scheduleWindow(NOW, 2)).toEqual({ start: NOW - 72 * HOUR, end: NOW + 259_200 });
  });

  it('reaches archive days x 24 h back when that is longer', () => {
    expect(scheduleWindow(NOW, 7).start).toBe(NOW - 7 * 24 * HOUR);
  });
});

describe('schedule entries', () => {
  const entries = [0, 1, 2, 3, 4, 5].map((index) => ({
    id: index,
    startSec: NOW - 3 * HOUR + index * HOUR,
    durationSec: HOUR,
  }));

  it('finds the entry airing now', () => {
    expect(currentEntryIndex(entries, NOW)).toBe(3);
    expect(currentEntryIndex(entries, NOW + 100 * HOUR)).toBe(-1);
  });

  it('shows two entries before the current one', () => {
    expect(visibleScheduleEntries(entries, NOW).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    expect(visibleScheduleEntries(entries, NOW - 2.5 * HOUR).map((entry) => entry.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('retries a failed load up to 5 times', () => {
    expect(shouldRetryScheduleLoad(1)).toBe(true);
    expect(shouldRetryScheduleLoad(5)).toBe(true);
    expect(shouldRetryScheduleLoad(6)).toBe(false);
  });
});

describe('scrub', () => {
  it('treats a target under 30 s from now as live', () => {
    expect(isLiveTarget(NOW - 29, NOW)).toBe(true);
    expect(isLiveTarget(NOW - 30, NOW)).toBe(false);
    expect(streamTimestamp(NOW - 29, NOW)).toBeNull();
    expect(streamTimestamp(NOW - 30, NOW)).toBe(NOW - 30);
  });

  it('counts the aired part of a programme', () => {
    expect(elapsedInProgramme(NOW - 600, HOUR, NOW)).toBe(600);
  });

  it('reports progress in percent', () => {
    expect(programmeProgressPercent(NOW - 900, HOUR, NOW)).toBe(25);
    expect(programmeProgressPercent(NOW + 10, HOUR, NOW)).toBe(0);
    expect(programmeProgressPercent(NOW - 2 * HOUR, HOUR, NOW)).toBe(100);
    expect(programmeProgressPercent(NOW, 0, NOW)).toBe(0);
  });
});
