import {
  clampScrubOffset,
  currentEntryIndex,
  elapsedInProgramme,
  hoverTime,
  isLiveTarget,
  programmeProgressPercent,
  roundScrubTime,
  scheduleWindow,
  scrubTarget,
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
  it('rounds down to 10 s', () => {
    expect(roundScrubTime(129)).toBe(120);
    expect(roundScrubTime(130)).toBe(130);
  });

  it('clamps to the programme duration minus 5 s', () => {
    expect(clampScrubOffset(3_600, 3_600)).toBe(3_595);
    expect(clampScrubOffset(-5, 3_600)).toBe(0);
    expect(clampScrubOffset(3, 4)).toBe(0);
  });

  it('treats a target under 30 s from now as live', () => {
    expect(isLiveTarget(NOW - 29, NOW)).toBe(true);
    expect(isLiveTarget(NOW - 30, NOW)).toBe(false);
    expect(streamTimestamp(NOW - 29, NOW)).toBeNull();
    expect(streamTimestamp(NOW - 30, NOW)).toBe(NOW - 30);
  });

  it('lands a scrub on a rounded, clamped offset and refuses unclickable programmes', () => {
    const programme = { programmeStart: NOW - 2 * HOUR, programmeDuration: HOUR, nowSec: NOW, clickable: true };
    expect(scrubTarget({ ...programme, offsetSec: 1_234 })).toEqual({ offset: 1_230, ts: NOW - 2 * HOUR + 1_230 });
    expect(scrubTarget({ ...programme, offsetSec: 99_999 })).toEqual({ offset: 3_590, ts: NOW - HOUR - 10 });
    expect(scrubTarget({ ...programme, offsetSec: 10, clickable: false })).toBeNull();
  });

  it('plays live when the scrub lands near now', () => {
    expect(
      scrubTarget({ programmeStart: NOW - 600, programmeDuration: HOUR, nowSec: NOW, offsetSec: 590, clickable: true }),
    ).toEqual({
      offset: 590,
      ts: null,
    });
  });

  it('zeroes hover time beyond the elapsed time', () => {
    const elapsed = elapsedInProgramme(NOW - 600, HOUR, NOW);
    expect(elapsed).toBe(600);
    expect(hoverTime(601, elapsed)).toBe(0);
    expect(hoverTime(600, elapsed)).toBe(600);
  });

  it('reports progress in percent', () => {
    expect(programmeProgressPercent(NOW - 900, HOUR, NOW)).toBe(25);
    expect(programmeProgressPercent(NOW + 10, HOUR, NOW)).toBe(0);
    expect(programmeProgressPercent(NOW - 2 * HOUR, HOUR, NOW)).toBe(100);
    expect(programmeProgressPercent(NOW, 0, NOW)).toBe(0);
  });
});
