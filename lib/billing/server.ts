import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getPacket, getPackets } from '@/lib/api/billing';
import { ApiError } from '@/lib/api/errors';
import { getNetworkInfo } from '@/lib/api/platform';
import { getProviderInfo } from '@/lib/api/provider';
import { getServerApi } from '@/lib/session/server-api';
import { moneyFormatter, priceFormatter, type MoneyFormatter } from './money';

/** A 404 (or a malformed reference, 400) becomes null so the route renders its not-found screen. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** `7`, `{providerShortName}_{id}` or `{providerId}_{bundleId}_{packetId}` (catalogue-vod-billing.md section 2). */
export const PACKET_REF_PATTERN = /^(\d+|[a-z0-9-]+_\d+|\d+_\d+_\d+)$/i;

export const loadPacket = cache(async (ref: string) => {
  if (!PACKET_REF_PATTERN.test(ref)) return null;
  return orNull(async () => getPacket(await getServerApi(), ref));
});

export const loadPackets = cache(async () => getPackets(await getServerApi()));

export const loadProvider = cache(async (ref: string) =>
  orNull(async () => getProviderInfo(await getServerApi(), ref)),
);

/**
 * formatMoney bound to the provider's currency for server-rendered prices; the layout hands client components the
 * same network info (ProviderCurrencyProvider). Without the platform the amounts name their currency code.
 */
export const loadMoneyFormatter = cache(async (): Promise<MoneyFormatter> => {
  const locale = await getLocale();
  try {
    return moneyFormatter((await getNetworkInfo(await getServerApi())).provider?.currency, locale);
  } catch (error) {
    unstable_rethrow(error);
    console.error('[billing] network info failed to load; prices name their currency code:', error);
    return moneyFormatter(null, locale);
  }
});

/** What something costs, server-rendered: loadMoneyFormatter with "0.00" read as "Free" (priceFormatter). */
export const loadPriceFormatter = cache(async (): Promise<MoneyFormatter> => {
  const [money, t] = await Promise.all([loadMoneyFormatter(), getTranslations('billing')]);
  return priceFormatter(money, t('priceFree'));
});
