import { formatCurrency, parseMoney, type Currency } from '../rules/pricing';

/** Money text for a decimal string or number in a currency code (or the provider's currency with its FORMAT). */
export function formatMoney(
  amount: string | number | null | undefined,
  currency: string | Currency | null | undefined,
): string {
  const value = parseMoney(amount ?? null) ?? 0;
  return formatCurrency(value, typeof currency === 'string' ? { ISO_CODE: currency } : currency);
}

/** The provider's currency as the network info describes it (lib/api/types/platform.ts). */
export interface ProviderCurrency {
  symbol: string;
  asciiName: string;
  isoCode: string;
  format: string;
}

/**
 * An account amount in the provider's currency, written with its FORMAT template and symbol
 * (core-session-account.md section 3); an account kept in another currency shows that currency's code.
 */
export function formatAccountMoney(
  amount: string | number | null | undefined,
  accountCurrency: string | null | undefined,
  provider: ProviderCurrency | null | undefined,
): string {
  const same = provider && (!accountCurrency || accountCurrency === provider.isoCode);
  return formatMoney(
    amount,
    same
      ? { UTF_NAME: provider.symbol, ASCII_NAME: provider.asciiName, ISO_CODE: provider.isoCode, FORMAT: provider.format }
      : accountCurrency,
  );
}
