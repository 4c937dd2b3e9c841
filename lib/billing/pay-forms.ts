import { getDefaultStore } from 'jotai';
import { getBrowserApi } from '../api/browser';
import type { PaySystem } from '../api/types/billing';
import { modalFeaturesAtom, openModal } from '../modals/modal-controller';
import type { ModalId } from '../modals/modal-ids';
import { payformModal } from '../rules/payment-flow';
import { logPaymentCancel } from './payment-events';
import { isSettled, onPayModalClosed } from './payment-state';
import type { BillingText, PurchaseContext } from './purchase-context';

/** Opens a purchase modal; closing it stops polling / clears the QR amount as the spec asks; an unpaid payform logs a cancel. */
export function openPayModal(id: ModalId, props: { context: PurchaseContext } & Record<string, unknown>): void {
  const { context } = props;
  openModal(id, props, {
    onClose: () => {
      onPayModalClosed(id);
      if (id.startsWith('pay_') && !isSettled(context.idempotencyKey)) {
        void logPaymentCancel(getBrowserApi(), {
          hasPurchases: context.option !== null,
          packetId: context.packet.id,
          payform:
            typeof props.paySystem === 'object' && props.paySystem ? (props.paySystem as PaySystem).payform : undefined,
        });
      }
    },
  });
}

/**
 * The direct flow of one pay system by its payform (catalogue-vod-billing.md section 4 step 6): QR, Kaspi QR,
 * redirect (framed when iframe payment is enabled), linked card and phone have their modals; provider account,
 * external app and info-only systems show the pay_transaction modal with their instructions.
 */
export function openPayForm(paySystem: PaySystem, context: PurchaseContext): void {
  const iframeEnabled = getDefaultStore().get(modalFeaturesAtom).iframePayment;
  const modal = payformModal(paySystem, iframeEnabled);
  openPayModal(modal === 'message' ? 'pay_transaction' : modal, { context, paySystem });
}

/** Card confirm: titled with the primary card's number (catalogue-vod-billing.md section 4). */
export function openCardConfirm(context: PurchaseContext, text: BillingText): void {
  const card = context.cards.find((candidate) => candidate.isPrimary) ?? context.cards[0];
  openPayModal('card', { context, card, title: text('card.title', { number: card?.number ?? '' }) });
}
