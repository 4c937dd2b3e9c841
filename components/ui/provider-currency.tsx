'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ProviderCurrency } from '@/lib/billing/money';

const ProviderCurrencyContext = createContext<ProviderCurrency | null>(null);

/**
 * The provider's currency for every client price, from the layout's server-loaded network info: the server render
 * and the browser then write the same text (no hydration mismatch), and no dialog waits for a network call to show it.
 * Apart from the formatter (money-format.tsx), so every page's shell carries the currency without the pricing rules,
 * which load with the first price a page shows.
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

export function useProviderCurrency(): ProviderCurrency | null {
  return useContext(ProviderCurrencyContext);
}
