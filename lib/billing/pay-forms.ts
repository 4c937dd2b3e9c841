import { getDefaultStore } from 'jotai';
import type { ApiClient } from '../api/client';
import { getBrowserApi } from '../api/browser';
import { getPaySystems } from '../api/payments';
import type { Account, PaySystem } from '../api/types/billing';
import { modalFeaturesAtom, openModal } from '../modals/modal-controller';
import type { ModalId } from '../modals/modal-ids';
import type { ModalPropsOf } from '../modals/modal-props';
import { openMessage } from '../modals/message';
import { offeredPaySystems, payformModal } from '../rules/payment-flow';
import { logPaymentCancel } from './payment-events';
import { isSettled, onPayModalClosed } from './payment-state';
import type { PayFormModalProps, PurchaseModalProps } from './modal-props';
import type { BillingText, PurchaseContext, PurchaseDeps, PurchaseProgress } from './purchase-context';

function iframePaymentEnabled(): boolean {
  return getDefaultStore().get(modalFeaturesAtom).iframePayment;
}

/** The account's pay systems the buyer may use: none when payment is not allowed, no framed card while iframes are off. */
export async function offeredPaySystemsOf(api: ApiClient, account: Account): Promise<PaySystem[]> {
  if (!account.isPaymentAllowed) return [];
  return offeredPaySystems(await getPaySystems(api, account.id), iframePaymentEnabled());
}

/**
 * The parental check of the pay action (section 4 step 3), asked once per purchase. A pay system that skips it
 * (skip_parental_control) being the only way in, no PIN is asked.
 */
export async function passParental(
  deps: Pick<PurchaseDeps, 'ensureParental'>,
  paySystems: PaySystem[],
  progress: PurchaseProgress,
): Promise<boolean> {
  const skipParental = paySystems.length > 0 && paySystems.every((system) => system.skipParentalControl);
  if (progress.parentalPassed || skipParental) return true;
  return deps.ensureParental('pay');
}

/** The modals of a purchase step: each can be opened with the purchase's context (and its pay system, for a payform). */
type PurchaseModalId = {
  [Id in ModalId]: [Extract<ModalPropsOf<Id>, PurchaseModalProps>] extends [never] ? never : Id;
}[ModalId];

/** Opens a purchase modal; closing it stops polling / clears the QR amount as the spec asks; an unpaid payform logs a cancel. */
export function openPayModal<Id extends PurchaseModalId>(
  id: Id,
  props: Extract<ModalPropsOf<Id>, PurchaseModalProps> & PurchaseModalProps,
): void {
  const { context, paySystem }: Partial<PayFormModalProps> & PurchaseModalProps = props;
  openModal<PurchaseModalId>(id, props, {
    onClose: () => {
      onPayModalClosed(id);
      if (id.startsWith('pay_') && !isSettled(context.idempotencyKey)) {
        void logPaymentCancel(getBrowserApi(), {
          hasPurchases: context.option !== null,
          packetId: context.packet?.id ?? null,
          payform: paySystem?.payform,
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
  const modal = payformModal(paySystem, iframePaymentEnabled());
  openPayModal(modal === 'message' ? 'pay_transaction' : modal, { context, paySystem });
}

/** Card confirm: titled with the primary card's number (catalogue-vod-billing.md section 4). */
export function openCardConfirm(context: PurchaseContext, text: BillingText): void {
  const card = context.cards.find((candidate) => candidate.isPrimary) ?? context.cards[0];
  openPayModal('card', { context, card, title: text('card.title', { number: card?.number ?? '' }) });
}

/** Opens the modal of a pay step; without any way to pay in, says so. */
export function openPurchaseStep(deps: PurchaseDeps, step: string, context: PurchaseContext): void {
  const { text } = deps;
  if (step !== 'confirm' && context.paySystems.length === 0) {
    openMessage({ title: text('error.title'), text: text('noPaySystems'), icon: 'error' });
    return;
  }
  switch (step) {
    case 'confirm':
      openPayModal('confirm', { context });
      return;
    case 'card_confirm':
      // Card confirm buys a packet through an offer; a rental pays what the balance lacks with any method.
      if (context.packet) openCardConfirm(context, text);
      else openPayModal('paysystems', { context });
      return;
    case 'refill':
      openPayModal('refill', { context });
      return;
    case 'paysystem_direct':
      openPayForm(context.paySystems[0], context);
      return;
    default:
      openPayModal('paysystems', { context });
  }
}
