/**
 * Which payment modal a pay system opens, the offer flow's choices, and what billing errors
 * lead to (catalogue-vod-billing.md sections 3, 4 and 8).
 */

/** catalogue-vod-billing.md section 8: not enough money on subscribe. */
export const STATUS_NOT_ENOUGH_MONEY = 402;
/** catalogue-vod-billing.md section 8: refused offer transaction or linked-card offer payment. */
export const STATUS_NO_FUNDS = 400;
/** catalogue-vod-billing.md section 8: the QR flow answers 402 or 451 when it must show the QR with an amount. */
export const STATUS_QR_REQUIRED: readonly number[] = [402, 451];
/** catalogue-vod-billing.md section 8: disabling a subscription the provider manages. */
export const STATUS_PROVIDER_MANAGED = 451;

export interface PaySystemForm {
  /** payform_shortname (both spellings of linked card and phone are accepted). */
  payform: string;
  /** 'iframe' when the card page can be shown inside the app. */
  mode?: 'redirect' | 'iframe' | null;
  isKaspi?: boolean;
}

/**
 * The modal a single pay system opens ("the direct flow by type"): QR forms show a QR (Kaspi's own
 * modal for Kaspi), short_url redirects (inside an iframe when that is enabled and the system
 * supports it), a linked card pays by card, phone by SMS; info-like forms show their how-to text.
 */
export type PayformModalId = 'pay_qr' | 'pay_qr_kaspi' | 'pay_redirect' | 'pay_iframe' | 'pay_card' | 'pay_phone_sms' | 'message';

export function payformModal(paySystem: PaySystemForm, iframePaymentEnabled: boolean): PayformModalId {
  if (isQrPayform(paySystem.payform)) return paySystem.isKaspi ? 'pay_qr_kaspi' : 'pay_qr';
  switch (paySystem.payform) {
    case 'short_url':
      return iframePaymentEnabled && paySystem.mode === 'iframe' ? 'pay_iframe' : 'pay_redirect';
    case 'linkedcard':
    case 'linked_card':
      return 'pay_card';
    case 'phone':
    case 'phone_sms':
      return 'pay_phone_sms';
    default:
      return 'message';
  }
}

/**
 * The pay systems a buyer is offered: a system that only works inside a frame (mode 'iframe', e.g. card_iframe) is
 * left out when iframe payment is off (section 2, "pay_iframe (only when iframe payment is enabled)").
 */
export function offeredPaySystems<T extends Pick<PaySystemForm, 'mode'>>(
  paySystems: readonly T[],
  iframePaymentEnabled: boolean,
): T[] {
  return paySystems.filter((system) => iframePaymentEnabled || system.mode !== 'iframe');
}

/** QR payforms (qrcode with an SVG, qrcode_png with an image address). */
/** The linked-card payform, by either of its shortnames (section 3). */
export function isLinkedCardPayform(payform: string): boolean {
  return payform === 'linkedcard' || payform === 'linked_card';
}

export function isQrPayform(payform: string): boolean {
  return payform === 'qrcode' || payform === 'qrcode_png';
}

export interface OfferPurchase {
  hasTrial: boolean;
  hasMoneyOnBalance: boolean;
}

/** The offer flow picks the purchase with a trial, else the first one; null when the offer has none. */
export function pickOfferPurchase<T extends OfferPurchase>(purchases: readonly T[]): T | null {
  return purchases.find((purchase) => purchase.hasTrial) ?? purchases[0] ?? null;
}

/** After picking: money on balance confirms; otherwise one pay system goes direct, more open the list. */
export function offerStep(
  purchase: OfferPurchase,
  paySystemsCount: number,
): 'confirm' | 'paysystem_direct' | 'paysystems' {
  if (purchase.hasMoneyOnBalance) return 'confirm';
  return paySystemsCount === 1 ? 'paysystem_direct' : 'paysystems';
}

export type BillingOperation = 'subscribe' | 'offer_transaction' | 'linked_card_offer' | 'qr' | 'disable';

export type BillingErrorOutcome =
  | { kind: 'pay_difference_by_card' }
  | { kind: 'nofunds' }
  | { kind: 'qr_with_amount' }
  | { kind: 'server_message' }
  | { kind: 'generic' };

/** What a failed billing call leads to (catalogue-vod-billing.md section 8 "Purchase" and "Disable subscription"). */
export function billingErrorOutcome(operation: BillingOperation, status: number): BillingErrorOutcome {
  if (operation === 'subscribe' && status === STATUS_NOT_ENOUGH_MONEY) return { kind: 'pay_difference_by_card' };
  if ((operation === 'offer_transaction' || operation === 'linked_card_offer') && status === STATUS_NO_FUNDS) {
    return { kind: 'nofunds' };
  }
  if (operation === 'qr' && STATUS_QR_REQUIRED.includes(status)) return { kind: 'qr_with_amount' };
  if (operation === 'disable' && (status === STATUS_PROVIDER_MANAGED || status === STATUS_NO_FUNDS)) {
    return { kind: 'server_message' };
  }
  return { kind: 'generic' };
}
