import { mutate } from 'swr';
import type { ApiClient } from '../api/client';
import { isAccountKey } from '../swr-keys/account';

/**
 * After a payment or a subscription change every cached answer goes and every view reloads its data: channels,
 * account, cards and packets (catalogue-vod-billing.md section 4, purchase flow step 7).
 */
export async function refreshBillingData(api: ApiClient): Promise<void> {
  api.clearCache();
  await mutate(isAccountKey);
}
