import { rentContent, subscribe } from '../api/billing';
import { finishPurchase } from './complete';
import { markSettled } from './payment-state';
import { completedPurchase, type BillingText, type PurchaseContext } from './purchase-context';
import type { ApiClient } from '../api/client';

/**
 * Takes the purchase from the balance once the balance holds its price (section 4 step 6, "confirm"): the packet is
 * subscribed or the film rented, and the success message shows. A top-up has nothing left to take.
 */
export async function buyFromBalance(api: ApiClient, text: BillingText, context: PurchaseContext): Promise<void> {
  const completed = completedPurchase(context);
  if (context.rental) {
    await rentContent(api, context.account.id, context.rental.contentId);
    markSettled(context.idempotencyKey);
    await finishPurchase(api, text, { ...completed, rental: { ...context.rental, pending: false } });
    return;
  }
  if (!context.packet) {
    markSettled(context.idempotencyKey);
    await finishPurchase(api, text, completed);
    return;
  }
  const result = await subscribe(api, {
    packetId: context.packet.id,
    periodId: context.option?.id,
    isTrial: context.isTrial,
    idempotencyKey: context.idempotencyKey,
  });
  markSettled(context.idempotencyKey);
  await finishPurchase(api, text, { ...completed, status: result.status });
}
