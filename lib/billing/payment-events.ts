import type { ApiClient } from '../api/client';
import { postMetricsEvents } from '../api/metrics';
import { paymentCancelEvent } from '../rules/purchase-steps';

export async function logBillingEvent(
  api: ApiClient,
  name: string,
  params: Record<string, unknown> = {},
): Promise<void> {
  try {
    await postMetricsEvents(api, [{ name, params }]);
  } catch {
    // Analytics never blocks or fails a payment.
  }
}

/** A closed payment modal: offer_cancel when the payment came from an offer with purchases, else payment_cancel. */
export function logPaymentCancel(
  api: ApiClient,
  params: { hasPurchases: boolean; packetId?: number | null; payform?: string },
) {
  return logBillingEvent(api, paymentCancelEvent(params.hasPurchases), {
    packet_id: params.packetId ?? null,
    payform: params.payform ?? null,
  });
}
