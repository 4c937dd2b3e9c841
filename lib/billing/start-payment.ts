import type { ApiClient } from '../api/client';
import {
  payByExternalApp,
  payByLinkedCard,
  payByPhone,
  payByProviderAccount,
  payByQr,
  payByRedirect,
  payOffer,
} from '../api/payments';
import type { PaySystem, Transaction } from '../api/types/billing';
import { isLinkedCardPayform, isQrPayform } from '../rules/payment-flow';
import { finishPurchase } from './complete';
import { newIdempotencyKey } from './idempotency';
import { markAttemptOutcome, markSettled } from './payment-state';
import { completedPurchase, paymentPurpose, type BillingText, type PurchaseContext } from './purchase-context';

export interface PaymentRequest {
  paySystem: PaySystem;
  idempotencyKey: string;
  cardId?: number;
  phone?: string;
  returnUrl?: string;
  /** The buyer asked to keep the card paid with on the bank page (is_save_card). */
  saveCard?: boolean;
}

/**
 * Creates the transaction a pay form waits for, by the pay system's type (catalogue-vod-billing.md section 4 step 6).
 * A purchase made through an offer (offer flow) pays through the offer's transaction call with the same pay system;
 * if the offer is settled from the balance meanwhile, the purchase is finished here and null comes back.
 */
export async function startPayment(
  api: ApiClient,
  text: BillingText,
  context: PurchaseContext,
  request: PaymentRequest,
): Promise<Transaction | null> {
  const { paySystem, idempotencyKey, cardId, phone, returnUrl } = request;
  if (context.offer) {
    const payment = await payOffer(api, {
      offerId: context.offer.id,
      purchaseId: context.offer.purchaseId,
      paySystem: paySystem.shortname,
      cardId,
      phone,
      returnUrl,
      idempotencyKey,
    });
    if (payment.kind === 'transaction') return payment.transaction;
    markSettled(context.idempotencyKey);
    await finishPurchase(api, text, completedPurchase(context));
    return null;
  }
  const created = await createAccountPayment(context, request, api);
  if (created.status !== 'error') return created;
  // The key was used by an attempt the bank has declined since (its dialog closed before polling saw it): the platform
  // answers that failed transaction again, so this press is a new attempt under a new key.
  markAttemptOutcome(context.idempotencyKey, 'error');
  return createAccountPayment(context, { ...request, idempotencyKey: `${idempotencyKey}:${newIdempotencyKey()}` }, api);
}

function createAccountPayment(context: PurchaseContext, request: PaymentRequest, api: ApiClient): Promise<Transaction> {
  const { paySystem, idempotencyKey, cardId, phone, returnUrl, saveCard } = request;
  const accountId = context.account.id;
  const purpose = paymentPurpose(context);
  const options = { paySystem: paySystem.shortname, idempotencyKey, returnUrl, saveCard };
  if (isLinkedCardPayform(paySystem.payform)) return payByLinkedCard(api, accountId, cardId ?? 0, purpose, options);
  if (isQrPayform(paySystem.payform)) return payByQr(api, accountId, purpose, options);
  switch (paySystem.payform) {
    case 'short_url':
      return payByRedirect(api, accountId, purpose, options);
    case 'phone_sms':
      return payByPhone(api, accountId, phone ?? '', purpose, options);
    case 'ext_app':
      return payByExternalApp(api, accountId, purpose, options);
    default:
      return payByProviderAccount(api, accountId, purpose, options);
  }
}
