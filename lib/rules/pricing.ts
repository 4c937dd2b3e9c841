/**
 * Price, period and discount maths (catalogue-vod-billing.md sections 4, 5 and 9; live-channels.md
 * section 5). Money is handled in whole cents so sums and differences never drift.
 */

/** catalogue-vod-billing.md section 5: a month counts 30 days. */
export const DAYS_PER_MONTH = 30;
/** catalogue-vod-billing.md section 5: a year counts 365 days, 366 in a leap year. */
export const DAYS_PER_YEAR = 365;
export const DAYS_PER_LEAP_YEAR = 366;
/** catalogue-vod-billing.md section 5: years count 12 months in the discount. */
export const MONTHS_PER_YEAR = 12;
/** catalogue-vod-billing.md section 5: the price text that means free. */
export const FREE_PRICE = '0.00';
/** core-session-account.md section 3: a currency without FORMAT shows amount then symbol. */
export const DEFAULT_CURRENCY_FORMAT = '{amount} {symbol}';

const CENTS = 100;

export interface PeriodHuman {
  days?: number | null;
  months?: number | null;
  years?: number | null;
}

const count = (value: number | null | undefined): number => (typeof value === 'number' && value > 0 ? value : 0);

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Period length in days: years of 365/366 from the given start year, months of 30, plus days. */
export function periodToDays(period: PeriodHuman, startYear: number): number {
  let days = count(period.days) + count(period.months) * DAYS_PER_MONTH;
  for (let offset = 0; offset < count(period.years); offset += 1) {
    days += isLeapYear(startYear + offset) ? DAYS_PER_LEAP_YEAR : DAYS_PER_YEAR;
  }
  return days;
}

const MS_PER_DAY = 86_400_000;

/** When a period bought at `start` ends: its length by periodToDays, counted from the start's year. */
export function periodEnd(start: Date, period: PeriodHuman): Date {
  return new Date(start.getTime() + periodToDays(period, start.getFullYear()) * MS_PER_DAY);
}

/** Whole months in a period (years x 12 + months); 0 for day-only periods. */
export function periodMonths(period: PeriodHuman): number {
  return count(period.years) * MONTHS_PER_YEAR + count(period.months);
}

/** Parses an API price ("1990.00", "1 990,50", 1990) into a number; null when it is not a price. */
export function parseMoney(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The item with the lowest price that is money; one whose price cannot be read is not taken for free. */
export function cheapest<T>(items: readonly T[], priceOf: (item: T) => string | number | null | undefined): T | undefined {
  let best: { item: T; amount: number } | undefined;
  for (const item of items) {
    const amount = parseMoney(priceOf(item));
    if (amount !== null && (!best || amount < best.amount)) best = { item, amount };
  }
  return best?.item;
}

const toCents = (amount: number): number => Math.round(amount * CENTS);
const fromCents = (cents: number): number => cents / CENTS;

/** Price "0.00" is free. */
export function isFreePrice(price: string | number | null | undefined): boolean {
  if (price === FREE_PRICE) return true;
  const amount = parseMoney(price);
  return amount !== null && toCents(amount) === 0;
}

/** A packet counts as free or promo when its next price is 0.00 and it is not a base packet. */
export function isFreeOrPromoPacket(packet: { nextPrice: string | number | null | undefined; base: boolean }): boolean {
  return !packet.base && isFreePrice(packet.nextPrice);
}

/** Per-month price of a period, rounded; null for periods without whole months. */
export function monthPrice(price: number, period: PeriodHuman): number | null {
  const months = periodMonths(period);
  return months > 0 ? Math.round(price / months) : null;
}

/**
 * The lowest price a month among items whose period runs whole months (a year's price counted over its 12 months),
 * for a channel's "from X a month", with the item it comes from. Undefined when none has both a readable price and
 * whole months: a week's price says nothing per month.
 */
export function lowestMonthPrice<T>(
  items: readonly T[],
  priceOf: (item: T) => string | number | null | undefined,
  periodOf: (item: T) => PeriodHuman,
): { item: T; perMonth: number } | undefined {
  let best: { item: T; perMonth: number } | undefined;
  for (const item of items) {
    const price = parseMoney(priceOf(item));
    const perMonth = price === null ? null : monthPrice(price, periodOf(item));
    if (perMonth !== null && (!best || perMonth < best.perMonth)) best = { item, perMonth };
  }
  return best;
}

export interface PricedPeriod {
  price: number;
  period: PeriodHuman;
}

/**
 * Discount in percent of a period against the first period: 100 minus its per-month price as a
 * share of the first period's per-month price (which is the first period's price when, as usual,
 * it lasts one month). Null when there is no saving to show.
 */
export function periodDiscount(option: PricedPeriod, first: PricedPeriod): number | null {
  const firstMonths = periodMonths(first.period);
  const optionMonths = periodMonths(option.period);
  if (firstMonths === 0 || optionMonths === 0 || first.price <= 0) return null;
  const share = (option.price / optionMonths / (first.price / firstMonths)) * 100;
  const discount = Math.round(100 - share);
  return discount > 0 ? discount : null;
}

/** live-channels.md section 5: a trial applies when its period has days, months or years and it was not used. */
export function isTrialApplicable(trialPeriod: PeriodHuman | null | undefined, isUsedTrial: boolean): boolean {
  if (!trialPeriod || isUsedTrial) return false;
  return count(trialPeriod.days) + count(trialPeriod.months) + count(trialPeriod.years) > 0;
}

/** Trial packets are charged trial_amount instead of the price. */
export function chargedPrice(option: { price: number; trialAmount?: number | null; isTrial: boolean }): number {
  return option.isTrial && typeof option.trialAmount === 'number' ? option.trialAmount : option.price;
}

/** What is left to pay after the balance: 0 when the balance covers the price, else the difference. */
export function amountToPay(price: number, balance: number): number {
  const due = toCents(price) - Math.max(0, toCents(balance));
  return due > 0 ? fromCents(due) : 0;
}

/** Card linking charges the price of one unit of a multi-unit total. */
export function cardLinkAmount(totalPrice: number, units: number): number {
  const divisor = Number.isFinite(units) && units >= 1 ? Math.floor(units) : 1;
  return fromCents(Math.round(toCents(totalPrice) / divisor));
}

export interface Currency {
  UTF_NAME?: string | null;
  ASCII_NAME?: string | null;
  ISO_CODE?: string | null;
  FORMAT?: string | null;
}

/**
 * Amount text in the language's digits grouping ("1 990" in Russian, "1,990" in English, by Intl): whole amounts
 * without decimals, others with two.
 */
/**
 * Chromium's ICU claims Kazakh but has no number data for it, so a browser groups 2990 as "2,990" (ICU's root)
 * where the server writes "2 990", and the page changes on hydration. CLDR gives Kazakh Russian's grouping: Kazakh
 * amounts are formatted by Russian's rules on both sides.
 */
const GROUPING_LOCALE: Readonly<Record<string, string>> = { kk: 'ru' };

export function formatAmount(amount: number, locale: string): string {
  const cents = toCents(amount);
  const decimals = cents % CENTS === 0 ? 0 : 2;
  return new Intl.NumberFormat(GROUPING_LOCALE[locale] ?? locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    cents / CENTS,
  );
}

/** Formats money through the currency FORMAT template ({amount}, {symbol}), the amount in the language's grouping. */
export function formatCurrency(amount: number, currency: Currency | null | undefined, locale: string): string {
  const template = currency?.FORMAT || DEFAULT_CURRENCY_FORMAT;
  const symbol = currency?.UTF_NAME || currency?.ASCII_NAME || currency?.ISO_CODE || '';
  return template.replace('{amount}', formatAmount(amount, locale)).replace('{symbol}', symbol).trim();
}
