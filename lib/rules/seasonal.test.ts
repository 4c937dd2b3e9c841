import { countdown, nextNewYearAt } from './seasonal';

describe('new year countdown', () => {
  it('targets the next 1 January midnight in the given offset', () => {
    const now = Date.UTC(2026, 11, 31, 18, 30);
    expect(nextNewYearAt(now, 0)).toBe(Date.UTC(2027, 0, 1));
    // 18:30 UTC is 23:30 at UTC+5: midnight there is 19:00 UTC.
    expect(nextNewYearAt(now, 300)).toBe(Date.UTC(2026, 11, 31, 19, 0));
    // 20:30 UTC is already 1 January 01:30 at UTC+5: the next one is a year away.
    expect(nextNewYearAt(Date.UTC(2026, 11, 31, 20, 30), 300)).toBe(Date.UTC(2027, 11, 31, 19, 0));
  });

  it('splits the distance into days, hours, minutes and seconds', () => {
    const target = Date.UTC(2027, 0, 1);
    expect(countdown(target, target - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1_000 - 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdown(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('clears once the distance turns negative', () => {
    expect(countdown(1_000, 1_001)).toBeNull();
  });
});
