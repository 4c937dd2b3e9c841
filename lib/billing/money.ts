import { formatCurrency, parseMoney, type Currency } from '../rules/pricing';

/** Money text for a decimal string or number in a currency code (or the provider's currency with its FORMAT). */
export function formatMoney(
  amount: string | number | null | undefined,
  currency: string | Currency | null | undefined,
): string {
  const value = parseMoney(amount ?? null) ?? 0;
  return formatCurrency(value, typeof currency === 'string' ? { ISO_CODE: currency } : currency);
}
