import type { Currency as ProviderCurrency } from '../api/types/platform';
import { formatCurrency, isFreePrice, parseMoney } from '../rules/pricing';

export type { ProviderCurrency };

/** Writes an amount of money: the one formatter every price, balance and pay dialog goes through. */
export type MoneyFormatter = (amount: string | number | null | undefined, currencyCode?: string | null) => string;

/**
 * Money text in the provider's currency, written with its FORMAT template and symbol ("500 ₸", catalogue-vod-billing.md
 * section 5), the amount grouped as the viewer's language writes numbers ("1 990 ₸", "1,990 ₸"); an amount kept in another currency, or with the provider unknown (platform down), names its ISO code.
 * Server pages and client dialogs call this with the same provider currency, so both write the same text. An amount
 * that is not money (missing, malformed) writes nothing: a made-up "0 ₸" would read as a real price or balance.
 */
export function formatMoney(
  amount: string | number | null | undefined,
  currencyCode: string | null | undefined,
  provider: ProviderCurrency | null | undefined,
  locale: string,
): string {
  const value = parseMoney(amount ?? null);
  if (value === null) return '';
  const same = provider && (!currencyCode || currencyCode === provider.isoCode);
  return formatCurrency(
    value,
    same
      ? {
          UTF_NAME: provider.symbol,
          ASCII_NAME: provider.asciiName,
          ISO_CODE: provider.isoCode,
          FORMAT: provider.format,
        }
      : { ISO_CODE: currencyCode ?? null },
    locale,
  );
}

/** formatMoney bound to the provider's currency and the viewer's language. */
export function moneyFormatter(provider: ProviderCurrency | null | undefined, locale: string): MoneyFormatter {
  return (amount, currencyCode) => formatMoney(amount, currencyCode, provider, locale);
}

/**
 * A formatter for prices (what something costs, never a balance): "0.00" reads `freeText` ("Free",
 * catalogue-vod-billing.md section 5), any other amount is money text.
 */
export function priceFormatter(money: MoneyFormatter, freeText: string): MoneyFormatter {
  return (amount, currencyCode) => (isFreePrice(amount ?? null) ? freeText : money(amount, currencyCode));
}

/**
 * "from X" for the cheapest way in (a title's min_price, a channel's cheapest packet), written by a priceFormatter:
 * a free one reads "Free" alone ("from Free" says nothing more), an amount that is not money nothing.
 */
export function fromPriceText(
  price: MoneyFormatter,
  amount: string | number | null | undefined,
  currencyCode: string | null | undefined,
  from: (price: string) => string,
): string {
  const text = price(amount, currencyCode);
  return !text || isFreePrice(amount ?? null) ? text : from(text);
}
