import {
  cheapest,
  lowestMonthPrice,
  formatAmount,
  amountToPay,
  cardLinkAmount,
  chargedPrice,
  formatCurrency,
  isFreeOrPromoPacket,
  isFreePrice,
  isLeapYear,
  isTrialApplicable,
  monthPrice,
  parseMoney,
  periodDiscount,
  periodEnd,
  periodMonths,
  periodToDays,
} from './pricing';

describe('periods', () => {
  it('counts a month as 30 days and a year as 365 or 366', () => {
    expect(periodToDays({ months: 1 }, 2026)).toBe(30);
    expect(periodToDays({ months: 3, days: 5 }, 2026)).toBe(95);
    expect(periodToDays({ years: 1 }, 2026)).toBe(365);
    expect(periodToDays({ years: 1 }, 2028)).toBe(366);
    expect(periodToDays({ years: 2 }, 2027)).toBe(365 + 366);
    expect(periodToDays({}, 2026)).toBe(0);
  });

  it('ends a period bought now after its days: 30 a month, 366 for a year starting in a leap year', () => {
    const start = new Date(Date.UTC(2026, 0, 10, 12));
    expect(periodEnd(start, { months: 1 }).toISOString()).toBe('2026-02-09T12:00:00.000Z');
    expect(periodEnd(start, { days: 7 }).toISOString()).toBe('2026-01-17T12:00:00.000Z');
    expect(periodEnd(new Date(Date.UTC(2028, 0, 10, 12)), { years: 1 }).toISOString()).toBe('2029-01-10T12:00:00.000Z');
  });

  it('knows leap years', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
  });

  it('counts years as 12 months', () => {
    expect(periodMonths({ years: 1 })).toBe(12);
    expect(periodMonths({ years: 1, months: 6 })).toBe(18);
    expect(periodMonths({ days: 7 })).toBe(0);
  });
});

describe('discount', () => {
  const first = { price: 1990, period: { months: 1 } };

  it('is 100 minus the per-month share of the first price', () => {
    // 17 910 / 12 = 1492.5 a month, 75 % of 1990 -> 25 % off.
    expect(periodDiscount({ price: 17_910, period: { years: 1 } }, first)).toBe(25);
    expect(periodDiscount({ price: 5_373, period: { months: 3 } }, first)).toBe(10);
  });

  it('shows nothing without a saving or without whole months', () => {
    expect(periodDiscount(first, first)).toBeNull();
    expect(periodDiscount({ price: 6_000, period: { months: 3 } }, first)).toBeNull();
    expect(periodDiscount({ price: 100, period: { days: 7 } }, first)).toBeNull();
    expect(periodDiscount({ price: 100, period: { months: 1 } }, { price: 0, period: { months: 1 } })).toBeNull();
  });

  it('rounds the month price', () => {
    expect(monthPrice(17_910, { years: 1 })).toBe(1493);
    expect(monthPrice(100, { days: 7 })).toBeNull();
  });
});

describe('free and promo', () => {
  it('treats price 0.00 as free', () => {
    expect(isFreePrice('0.00')).toBe(true);
    expect(isFreePrice(0)).toBe(true);
    expect(isFreePrice('0.01')).toBe(false);
    expect(isFreePrice(null)).toBe(false);
    expect(isFreePrice('')).toBe(false);
  });

  it('counts a non-base packet with next price 0.00 as free or promo', () => {
    expect(isFreeOrPromoPacket({ nextPrice: '0.00', base: false })).toBe(true);
    expect(isFreeOrPromoPacket({ nextPrice: '0.00', base: true })).toBe(false);
    expect(isFreeOrPromoPacket({ nextPrice: '990.00', base: false })).toBe(false);
  });

  it('parses API prices', () => {
    expect(parseMoney('1990.00')).toBe(1990);
    expect(parseMoney('1 990,50')).toBe(1990.5);
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney(undefined)).toBeNull();
  });
});

describe('trial', () => {
  it('applies only with a period length and an unused trial', () => {
    expect(isTrialApplicable({ days: 7 }, false)).toBe(true);
    expect(isTrialApplicable({ months: 1 }, false)).toBe(true);
    expect(isTrialApplicable({ years: 1 }, false)).toBe(true);
    expect(isTrialApplicable({ days: 0, months: 0, years: 0 }, false)).toBe(false);
    expect(isTrialApplicable(null, false)).toBe(false);
    expect(isTrialApplicable({ days: 7 }, true)).toBe(false);
  });

  it('charges trial_amount for trial packets', () => {
    expect(chargedPrice({ price: 1990, trialAmount: 1, isTrial: true })).toBe(1);
    expect(chargedPrice({ price: 1990, trialAmount: 1, isTrial: false })).toBe(1990);
    expect(chargedPrice({ price: 1990, trialAmount: null, isTrial: true })).toBe(1990);
  });
});

describe('balance', () => {
  it('pays only the difference when the balance is below the price', () => {
    expect(amountToPay(1990, 500)).toBe(1490);
    expect(amountToPay(0.3, 0.1)).toBe(0.2);
    expect(amountToPay(1990, 1990)).toBe(0);
    expect(amountToPay(1990, 5000)).toBe(0);
    expect(amountToPay(1990, -100)).toBe(1990);
    expect(amountToPay(1990, 1989.99)).toBe(0.01);
  });

  it('links a card for the price of one unit', () => {
    expect(cardLinkAmount(5970, 3)).toBe(1990);
    expect(cardLinkAmount(1990, 1)).toBe(1990);
    expect(cardLinkAmount(1990, 0)).toBe(1990);
  });
});

describe('formatCurrency', () => {
  const tenge = { UTF_NAME: '₸', ASCII_NAME: 'KZT', ISO_CODE: 'KZT', FORMAT: '{amount} {symbol}' };

  it('fills the FORMAT template', () => {
    expect(formatCurrency(1990, tenge, 'en')).toBe('1,990 ₸');
    expect(formatCurrency(1990.5, tenge, 'en')).toBe('1,990.50 ₸');
    expect(formatCurrency(5, { ...tenge, UTF_NAME: '$', FORMAT: '{symbol}{amount}' }, 'en')).toBe('$5');
  });

  it('falls back to amount then symbol, and to the ASCII name', () => {
    expect(formatCurrency(10, { ASCII_NAME: 'UZS' }, 'en')).toBe('10 UZS');
    expect(formatCurrency(10, null, 'en')).toBe('10');
  });
});

describe('formatAmount in a language the browser has no number data for', () => {
  afterEach(() => jest.restoreAllMocks());

  // Chromium formats Kazakh with ICU's root data ("2,990"); Node has it. Kazakh goes by Russian's rules on both sides.
  it('formats Kazakh by Russian rules, whatever data the runtime has for Kazakh', () => {
    const created = jest.spyOn(Intl, 'NumberFormat');
    expect(formatAmount(2990, 'kk')).toBe(formatAmount(2990, 'ru'));
    expect(created.mock.calls.map(([locale]) => locale)).toEqual(['ru', 'ru']);
  });
});

describe('cheapest', () => {
  it('takes the lowest price that is money, passing over one that cannot be read', () => {
    const items = [{ id: 1, price: '1990.00' }, { id: 2, price: '' }, { id: 3, price: '990.00' }, { id: 4, price: 'n/a' }];
    expect(cheapest(items, (item) => item.price)?.id).toBe(3);
    expect(cheapest([{ id: 1, price: '0.00' }, { id: 2, price: '5.00' }], (item) => item.price)?.id).toBe(1);
    expect(cheapest([{ id: 1, price: '' }], (item) => item.price)).toBeUndefined();
  });
});

describe('lowestMonthPrice', () => {
  const month = { months: 1 };
  it("compares prices a month: a year's over 12 months, passing over day periods and unreadable prices", () => {
    const items = [
      { id: 1, price: '1990.00', period: month },
      { id: 2, price: '12000.00', period: { years: 1 } },
      { id: 3, price: '100.00', period: { days: 7 } },
      { id: 4, price: 'n/a', period: month },
    ];
    expect(lowestMonthPrice(items, (item) => item.price, (item) => item.period)).toEqual({ item: items[1], perMonth: 1000 });
    expect(lowestMonthPrice([items[2], items[3]], (item) => item.price, (item) => item.period)).toBeUndefined();
  });
});
