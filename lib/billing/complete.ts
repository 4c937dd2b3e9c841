import { getBalance, getRentalOffer, rentContent } from '../api/billing';
import type { ApiClient } from '../api/client';
import { describeApiError } from '../api/errors';
import type { SubscriptionStatus } from '../api/types/billing';
import { openMessage } from '../modals/message';
import { markParentalTransaction } from '../session/parental-moments';
import { logBillingEvent } from './payment-events';
import type { BillingText } from './purchase-context';
import { refreshBillingData } from './refresh';
import { watchHref } from './watch-target';

/** Analytics of a completed purchase (section 4 step 7, "analytics fire"), sent to the metrics sink. */
export const PURCHASE_COMPLETE_EVENT = 'purchase_complete';

export interface CompletedPurchase {
  packetName: string | null;
  /** The packet bought, when known (a return from the bank page only knows its name). */
  packetId?: number | null;
  /** The purchase was made to watch a content (the content payment message). */
  forContent: boolean;
  /** Status of the subscription it produced, when known: a paused packet has its own message. */
  status?: SubscriptionStatus | null;
  /** A film rented on its own; `pending` when the payment only topped up the balance and the rental is still to take. */
  rental?: { contentId: number; title: string; pending: boolean } | null;
  onPurchased?: () => void;
}

/** The success message of section 4 step 7: one for a content payment, one for a paused packet, one otherwise. */
export function successMessageKey(
  purchase: Pick<CompletedPurchase, 'forContent' | 'status' | 'packetName' | 'rental'>,
): string {
  if (purchase.rental) return 'success.rental';
  if (purchase.status === 'paused') return 'success.paused';
  if (purchase.forContent) return 'success.content';
  return purchase.packetName ? 'success.packet' : 'success.payment';
}

/**
 * The platform rents the film when the top-up settles; this confirms it, and rents from the balance the payment
 * filled when it did not (a payment made before the platform did so). A failure leaves the money there and says so.
 */
export async function confirmRental(
  api: ApiClient,
  text: BillingText,
  rental: { contentId: number },
): Promise<boolean> {
  try {
    if ((await getRentalOffer(api, rental.contentId))?.isRented) return true;
    const account = await getBalance(api);
    await rentContent(api, account.id, rental.contentId);
    return true;
  } catch (error) {
    openMessage({ title: text('error.title'), text: describeApiError(error, text('error.payment')), icon: 'error' });
    return false;
  }
}

/**
 * Purchase step 7 on completion: caches cleared and every billing view reloaded, the pending content plays and
 * the success message shows. A rental is rented first; without a pending player its message offers to watch.
 */
export async function finishPurchase(api: ApiClient, text: BillingText, purchase: CompletedPurchase): Promise<void> {
  if (purchase.rental?.pending && !(await confirmRental(api, text, purchase.rental))) return;
  // The PIN that allowed the payment also covers watching what it bought: no second ask within the re-ask window.
  markParentalTransaction();
  await refreshBillingData(api);
  void logBillingEvent(api, PURCHASE_COMPLETE_EVENT, {
    packet_id: purchase.packetId ?? null,
    content_id: purchase.rental?.contentId ?? null,
    kind: purchase.rental ? 'rental' : purchase.packetName ? 'packet' : 'payment',
    for_content: purchase.forContent,
  });
  const key = successMessageKey(purchase);
  const message = text(key, { name: purchase.rental?.title ?? purchase.packetName ?? '' });
  const watch = purchase.rental && !purchase.onPurchased ? watchHref({ contentId: purchase.rental.contentId }) : null;
  openMessage({
    title: text('success.title'),
    text: message,
    icon: 'success',
    buttons: watch ? [{ label: text('watch'), href: watch, primary: true }] : undefined,
  });
  purchase.onPurchased?.();
}
