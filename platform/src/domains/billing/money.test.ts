import { period, periodEndSec } from './money';

const DAY = 86_400;
const at = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 1000;

describe('periodEndSec (catalogue-vod-billing.md section 5)', () => {
  it('ends a year 366 days on when it starts in a leap year, 365 otherwise, as the purchase summary shows it', () => {
    expect(periodEndSec(at(2028, 1, 10), period(12)) - at(2028, 1, 10)).toBe(366 * DAY);
    expect(periodEndSec(at(2027, 1, 10), period(12)) - at(2027, 1, 10)).toBe(365 * DAY);
    expect(periodEndSec(at(2027, 6, 1), period(24)) - at(2027, 6, 1)).toBe((365 + 366) * DAY);
  });

  it('counts a month as 30 days and adds the days', () => {
    expect(periodEndSec(at(2028, 1, 10), period(3, 2)) - at(2028, 1, 10)).toBe(92 * DAY);
  });
});
