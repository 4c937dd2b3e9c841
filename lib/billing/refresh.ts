import { mutate } from 'swr';
import type { ApiClient } from '../api/client';

/** SWR keys of billing data the account and packet views read; channel lists use their /v2 paths too. */
export const BILLING_KEYS = {
  account: '/v2/users/self/balance',
  cards: '/v2/users/self/cards',
  current: '/v2/users/self/subscriptions/current',
  futures: '/v2/users/self/subscriptions/futures',
  packets: '/v2/packets',
} as const;

/**
 * After a payment or a subscription change every cached answer goes and every view reloads its data: channels,
 * account, cards and packets (catalogue-vod-billing.md section 4, purchase flow step 7).
 */
export async function refreshBillingData(api: ApiClient): Promise<void> {
  api.clearCache();
  await mutate((key) => typeof key === 'string' && key.startsWith('/v2/'));
}
