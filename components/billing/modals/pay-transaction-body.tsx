'use client';

import { useState } from 'react';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { startPayment } from '@/lib/billing/start-payment';
import type { Transaction } from '@/lib/api/types/billing';
import { markAttemptOutcome } from '@/lib/billing/payment-state';
import { completedPurchase, payKey } from '@/lib/billing/purchase-context';
import { watchTransaction } from '@/lib/billing/transactions';
import { PurchaseSummary } from './purchase-summary';
import { useBillingAction } from './use-billing-action';
import { Spinner } from '@/components/ui/spinner';
import styles from './billing-modals.module.css';
import { needsPurchase, hasPayForm } from './purchase-guard';

/**
 * The payment status modal: provider account and external-app payments (created here and polled), info-only pay
 * systems (their instructions), and the wait after the bank page sent the buyer back (`waiting`).
 */
function PayTransactionBodyView({ props }: ReadyModalBodyProps<'pay_transaction'>) {
  const { api, busy, run, text, t } = useBillingAction();
  const [transaction, setTransaction] = useState<Transaction | null>(null);
  if ('waiting' in props) {
    return (
      <div className={styles.body} role="status">
        <Spinner />
        <p className={styles.text}>{t('transaction.waiting')}</p>
      </div>
    );
  }
  const { context, paySystem } = props;
  const infoOnly = paySystem.payform === 'info';

  const pay = () =>
    run(async () => {
      const created = await startPayment(api, text, context, {
        paySystem,
        idempotencyKey: payKey(context, paySystem.shortname),
      });
      if (!created) return;
      setTransaction(created);
      watchTransaction(created, {
        api,
        text,
        purchase: completedPurchase(context),
        onSettled: (outcome) => markAttemptOutcome(context.idempotencyKey, outcome),
      });
    });

  return (
    <div className={styles.body}>
      <PurchaseSummary context={context} />
      <p className={styles.text}>{paySystem.howToUsePacket || paySystem.howToUse || paySystem.description}</p>
      {transaction ? (
        <>
          {transaction.appUrl && (
            <a className={styles.primary} href={transaction.appUrl}>
              {t('transaction.openApp')}
            </a>
          )}
          <p className={styles.muted} role="status">
            {t('transaction.waiting')}
          </p>
        </>
      ) : (
        !infoOnly && (
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={pay} disabled={busy} aria-busy={busy}>
              {paySystem.buttonText || t('transaction.pay')}
            </button>
          </div>
        )
      )}
    </div>
  );
}

export const PayTransactionBody = needsPurchase<'pay_transaction'>(
  PayTransactionBodyView,
  (props) => ('waiting' in props && props.waiting === true) || hasPayForm(props),
);
