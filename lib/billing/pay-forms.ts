import { getDefaultStore } from 'jotai';
import type { PaySystem } from '../api/types/billing';
import { openModal } from '../modals/modal-controller';
import { modalFeaturesAtom } from '../modals/modal-controller';
import { payformModal } from '../rules/payment-flow';
import type { PurchaseContext } from './purchase-context';

/**
 * The direct flow of one pay system by its payform (catalogue-vod-billing.md section 4 step 6): QR, Kaspi QR,
 * redirect (framed when iframe payment is enabled), linked card and phone have their modals; provider account,
 * external app and info-only systems show the pay_transaction modal with their instructions.
 */
export function openPayForm(paySystem: PaySystem, context: PurchaseContext): void {
  const iframeEnabled = getDefaultStore().get(modalFeaturesAtom).iframePayment;
  const modal = payformModal(paySystem, iframeEnabled);
  openModal(modal === 'message' ? 'pay_transaction' : modal, { context, paySystem });
}
