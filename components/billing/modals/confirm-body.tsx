'use client';

import { buyFromBalance } from '@/lib/billing/buy-from-balance';
import { openCardConfirm, openPayForm, openPayModal } from '@/lib/billing/pay-forms';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { billingErrorOutcome, isQrPayform } from '@/lib/rules/payment-flow';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import { parseMoney } from '@/lib/rules/pricing';
import { PurchaseSummary } from './purchase-summary';
import { useBillingAction } from './use-billing-action';
import styles from './billing-modals.module.css';
import { ApiError } from '@/lib/api/errors';
import { needsPurchase, hasContext } from './purchase-guard';

/** The balance covers the price: one button buys the packet from the balance (section 4 step 6, "confirm"). */
function ConfirmBodyView({ props, close }: ReadyModalBodyProps<'confirm'>) {
  const context = props.context;
  const { api, busy, run, text, t } = useBillingAction();
  // The bank partner's subscribers pay in their bank: a short balance is said as it is, no way to pay is offered here.
  const { hidePayment } = usePartnerVariant();

  const pay = () =>
    run(
      () => buyFromBalance(api, text, context),
      (error) => {
        if (!(error instanceof ApiError) || hidePayment) return false;
        // The 402 names what the balance lacks; only that is paid in.
        const shortContext = { ...context, due: parseMoney(error.body?.amount as string | undefined) ?? context.price };
        // A buyer whose only way to pay is a QR gets the QR with its amount on 402 or 451 (section 8).
        const [only] = context.paySystems;
        if (
          context.paySystems.length === 1 &&
          isQrPayform(only.payform) &&
          billingErrorOutcome('qr', error.status).kind === 'qr_with_amount'
        ) {
          openPayForm(only, shortContext);
          return true;
        }
        // 402: the balance fell short meanwhile, so the difference is paid from the card or another way.
        if (billingErrorOutcome('subscribe', error.status).kind !== 'pay_difference_by_card') return false;
        if (context.packet && context.cards.length > 0) openCardConfirm(shortContext, text);
        else openPayModal('paysystems', { context: shortContext });
        return true;
      },
    );

  return (
    <div className={styles.body}>
      <PurchaseSummary context={context} showDue={false} />
      <p className={styles.muted}>{t('confirm.fromBalance')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('cancel')}
        </button>
        <button type="button" className={styles.primary} onClick={pay} disabled={busy} aria-busy={busy}>
          {busy ? t('processing') : t('confirm.pay')}
        </button>
      </div>
    </div>
  );
}

export const ConfirmBody = needsPurchase<'confirm'>(ConfirmBodyView, hasContext);
