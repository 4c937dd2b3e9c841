'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { moneyFormatter, type MoneyFormatter } from '@/lib/billing/money';
import { useProviderCurrency } from './provider-currency';

/** formatMoney bound to the provider's currency and the page's language (as the server writes it). */
export function useMoney(): MoneyFormatter {
  const currency = useProviderCurrency();
  const locale = useLocale();
  return useMemo(() => moneyFormatter(currency, locale), [currency, locale]);
}
