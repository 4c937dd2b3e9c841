'use client';

import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { startPayment } from '@/lib/billing/start-payment';
import type { Transaction } from '@/lib/api/types/billing';
import { useMoney } from '@/components/ui/money-format';
import { markAttemptOutcome, qrAmountAtom } from '@/lib/billing/payment-state';
import { completedPurchase, payKey, purchaseCurrency } from '@/lib/billing/purchase-context';
import { watchTransaction } from '@/lib/billing/transactions';
import { useBillingAction } from './use-billing-action';
import styles from './billing-modals.module.css';
import { needsPurchase, hasPayForm } from './purchase-guard';

/**
 * QR payment (pay_qr, and pay_qr_kaspi for Kaspi): the QR of the payment with its amount, polled until paid.
 * Closing stops polling and clears the amount (lib/billing/payment-state).
 */
function PayQrBodyView({ props }: ReadyModalBodyProps<'pay_qr'>) {
  const { context, paySystem } = props;
  const { api, run, text, t } = useBillingAction();
  const money = useMoney();
  const [transaction, setTransaction] = useState<Transaction | null>(null);
  const [amount, setAmount] = useAtom(qrAmountAtom);

  useEffect(() => {
    void run(async () => {
      const created = await startPayment(api, text, context, {
        paySystem,
        idempotencyKey: payKey(context, paySystem.shortname),
      });
      if (!created) return;
      setTransaction(created);
      setAmount(created.amount);
      watchTransaction(created, {
        api,
        text,
        purchase: completedPurchase(context),
        onSettled: (outcome) => markAttemptOutcome(context.idempotencyKey, outcome),
      });
    });
  }, [api, context, paySystem, run, setAmount, text]);

  const image = transaction?.qr?.svgDataUrl ?? transaction?.qr?.imageUrl ?? null;
  return (
    <div className={styles.body}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data URL or the platform's QR image, not an optimisable asset
        <img className={styles.qr} src={image} alt={t('qr.alt')} width={220} height={220} />
      ) : (
        <div className={styles.qr} role="status" aria-label={t('loading')} />
      )}
      {amount && (
        <p className={styles.amount} data-testid="qr-amount">
          {money(amount, purchaseCurrency(context))}
        </p>
      )}
      <p className={styles.muted}>{paySystem.howToUsePacket || t('qr.text')}</p>
      {transaction && (
        <p className={styles.muted} role="status">
          {t('transaction.waiting')}
        </p>
      )}
    </div>
  );
}

export const PayQrBody = needsPurchase<'pay_qr'>(PayQrBodyView, hasPayForm);
