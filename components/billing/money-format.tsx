'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { moneyFormatter, type MoneyFormatter, type ProviderCurrency } from '@/lib/billing/money';

const ProviderCurrencyContext = createContext<ProviderCurrency | null>(null);

/**
 * The provider's currency for every client price, from the layout's server-loaded network info: the server render
 * and the browser then write the same text (no hydration mismatch), and no dialog waits for a network call to show it.
 */
export function ProviderCurrencyProvider({
  currency,
  children,
}: {
  currency: ProviderCurrency | null;
  children: ReactNode;
}) {
  return <ProviderCurrencyContext.Provider value={currency}>{children}</ProviderCurrencyContext.Provider>;
}

/** formatMoney bound to the provider's currency. */
export function useMoney(): MoneyFormatter {
  const currency = useContext(ProviderCurrencyContext);
  return useMemo(() => moneyFormatter(currency), [currency]);
}
