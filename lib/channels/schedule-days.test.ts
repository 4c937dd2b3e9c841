import { entriesOfDay, initialScheduleDay, scheduleDays } from './schedule-days';

const entries = [
  { date: '2026-11-20', startSec: 100, durationSec: 100 },
  { date: '2026-11-21', startSec: 200, durationSec: 100 },
  { date: '2026-11-21', startSec: 300, durationSec: 100 },
  { date: '2026-11-22', startSec: 400, durationSec: 100 },
];

describe('schedule days', () => {
  it('lists each day once, in order', () => {
    expect(scheduleDays([entries[3], ...entries])).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('opens on the day airing now, else the next, else the last', () => {
    expect(initialScheduleDay(entries, 350)).toBe('2026-11-21');
    expect(initialScheduleDay(entries, 50)).toBe('2026-11-20');
    expect(initialScheduleDay(entries, 9999)).toBe('2026-11-22');
    expect(initialScheduleDay([], 0)).toBeNull();
  });

  it('keeps the entries of one day', () => {
    expect(entriesOfDay(entries, '2026-11-21').map((entry) => entry.startSec)).toEqual([200, 300]);
    expect(entriesOfDay(entries, null)).toEqual([]);
  });
});
