import type { PlatformContext } from '../../core/context';
import { parseJson } from '../../core/database';
import { badRequest } from '../../core/errors';

/** Stored amounts are integer tiyn (1/100 KZT); the API speaks "1990.00" strings. */
export const TIYN_PER_KZT = 100;

export const kzt = (whole: number) => Math.round(whole * TIYN_PER_KZT);

export function formatMoney(tiyn: number): string {
  return (tiyn / TIYN_PER_KZT).toFixed(2);
}

interface ProviderCurrency {
  UTF_NAME?: string | null;
  ASCII_NAME?: string | null;
  ISO_CODE?: string | null;
  FORMAT?: string | null;
}

/**
 * An amount ("1990.00") as the user's provider writes money: its currency's FORMAT template with its symbol
 * (core-session-account.md section 3, as the web client writes it). The provider's, never a fixed "₸".
 */
export function providerMoneyText(ctx: PlatformContext, userId: number, amount: string): string {
  const row = ctx.db
    .prepare(`SELECT p.currency AS currency FROM users u JOIN providers p ON p.id = u.provider_id WHERE u.id = ?`)
    .get(userId) as { currency: string } | undefined;
  const currency = parseJson<ProviderCurrency>(row?.currency, {});
  const symbol = currency.UTF_NAME || currency.ASCII_NAME || currency.ISO_CODE || '';
  return (currency.FORMAT || '{amount} {symbol}').replace('{amount}', amount).replace('{symbol}', symbol).trim();
}

/** Reads an amount sent as number or string ("1990", "1990.50"); anything else is a clear 400. */
export function parseMoney(value: unknown, field = 'amount'): number {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (!/^\d+(\.\d{1,2})?$/.test(text))
    throw badRequest(`${field} must be a positive amount.`, { [field]: ['Enter a valid amount.'] });
  const tiyn = Math.round(Number(text) * TIYN_PER_KZT);
  if (tiyn <= 0) throw badRequest(`${field} must be a positive amount.`, { [field]: ['Enter a positive amount.'] });
  return tiyn;
}

export interface PeriodHuman {
  days: number;
  months: number;
  years: number;
}

export const period = (months: number, days = 0): PeriodHuman => ({
  days,
  months: months % 12,
  years: Math.floor(months / 12),
});

/**
 * A period's end with the spec's month of 30 days and year of 365, 366 for a year starting in a leap year
 * (catalogue-vod-billing.md section 5), counted from its start as the web client's purchase summary counts it.
 */
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;
const DAYS_PER_LEAP_YEAR = 366;
const SECONDS_PER_DAY = 86_400;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function periodEndSec(startSec: number, value: PeriodHuman): number {
  const startYear = new Date(startSec * 1000).getUTCFullYear();
  let days = value.days + value.months * DAYS_PER_MONTH;
  for (let offset = 0; offset < value.years; offset += 1) {
    days += isLeapYear(startYear + offset) ? DAYS_PER_LEAP_YEAR : DAYS_PER_YEAR;
  }
  return startSec + days * SECONDS_PER_DAY;
}

export const daysSeconds = (days: number) => days * SECONDS_PER_DAY;
