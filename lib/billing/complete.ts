import type { ApiClient } from '../api/client';
import type { SubscriptionStatus } from '../api/types/billing';
import { openMessage } from '../modals/message';
import type { BillingText } from './purchase-context';
import { refreshBillingData } from './refresh';

export interface CompletedPurchase {
  packetName: string | null;
  /** The purchase was made to watch a content (the content payment message). */
  forContent: boolean;
  /** Status of the subscription it produced, when known: a paused packet has its own message. */
  status?: SubscriptionStatus | null;
  onPurchased?: () => void;
}

/** The success message of section 4 step 7: one for a content payment, one for a paused packet, one otherwise. */
export function successMessageKey(purchase: Pick<CompletedPurchase, 'forContent' | 'status' | 'packetName'>): string {
  if (purchase.status === 'paused') return 'success.paused';
  if (purchase.forContent) return 'success.content';
  return purchase.packetName ? 'success.packet' : 'success.payment';
}

/**
 * Purchase step 7 on completion: caches cleared and every billing view reloaded, the pending content plays and
 * the success message shows.
 */
export async function finishPurchase(api: ApiClient, text: BillingText, purchase: CompletedPurchase): Promise<void> {
  await refreshBillingData(api);
  const key = successMessageKey(purchase);
  openMessage({ title: text('success.title'), text: text(key, { name: purchase.packetName ?? '' }), icon: 'success' });
  purchase.onPurchased?.();
}
