import { countdownParts, newYearTarget } from './countdown';

describe('new-year countdown', () => {
  it('counts days, hours, minutes and seconds to the target', () => {
    const target = Date.UTC(2027, 0, 1);
    const now = target - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1_000;
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('clears once the distance is negative', () => {
    expect(countdownParts(1_000, 1_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(1_000, 1_001)).toBeNull();
  });

  it('aims at the coming 1 January in the season and at the passed one after it', () => {
    expect(newYearTarget(new Date(2026, 10, 21))).toEqual(new Date(2027, 0, 1));
    expect(newYearTarget(new Date(2027, 0, 5)).getTime()).toBeLessThan(new Date(2027, 0, 5).getTime());
  });
});
