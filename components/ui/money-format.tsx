'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { moneyFormatter, priceFormatter, type MoneyFormatter } from '@/lib/billing/money';
import { useProviderCurrency } from './provider-currency';

/** formatMoney bound to the provider's currency and the page's language (as the server writes it): balances, sums to pay. */
export function useMoney(): MoneyFormatter {
  const currency = useProviderCurrency();
  const locale = useLocale();
  return useMemo(() => moneyFormatter(currency, locale), [currency, locale]);
}

/** What something costs (a packet, a period, a trial, a rental): useMoney with "0.00" read as "Free" (priceFormatter). */
export function usePrice(): MoneyFormatter {
  const money = useMoney();
  const free = useTranslations('billing')('priceFree');
  return useMemo(() => priceFormatter(money, free), [money, free]);
}
