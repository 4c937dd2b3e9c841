'use client';

import { useState, type FormEvent } from 'react';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { confirmPhonePayment } from '@/lib/api/payments';
import { startPayment } from '@/lib/billing/start-payment';
import type { Transaction } from '@/lib/api/types/billing';
import { finishPurchase } from '@/lib/billing/complete';
import { markAttemptOutcome, markSettled } from '@/lib/billing/payment-state';
import { completedPurchase, payKey } from '@/lib/billing/purchase-context';
import { digitsOnly } from '@/lib/rules/validation';
import { PurchaseSummary } from './purchase-summary';
import { useBillingAction } from './use-billing-action';
import styles from './billing-modals.module.css';
import { needsPurchase, hasPayForm } from './purchase-guard';

/** Phone payment: the phone number starts it, the code from the SMS confirms it (confirm_by_sms). */
function PayPhoneBodyView({ props }: ReadyModalBodyProps<'pay_phone_sms'>) {
  const { context, paySystem } = props;
  const { api, busy, run, text, t } = useBillingAction();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [transaction, setTransaction] = useState<Transaction | null>(null);

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setTransaction(
        await startPayment(api, text, context, {
          paySystem,
          phone: digitsOnly(phone),
          idempotencyKey: payKey(context, paySystem.shortname),
        }),
      );
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!transaction) return;
    void run(async () => {
      const confirmed = await confirmPhonePayment(api, context.account.id, transaction.id, code.trim());
      if (confirmed.status !== 'complete') {
        if (confirmed.status === 'error') markAttemptOutcome(context.idempotencyKey, 'error');
        throw new Error(confirmed.statusDescription ?? text('error.payment'));
      }
      markSettled(context.idempotencyKey);
      await finishPurchase(api, text, completedPurchase(context));
    });
  };

  return (
    <div className={styles.body}>
      <PurchaseSummary context={context} />
      {transaction ? (
        <form className={styles.body} onSubmit={confirm}>
          <label className={styles.field}>
            {t('phone.code')}
            <input
              className={styles.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
            />
          </label>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy || !code.trim()}>
              {t('phone.confirm')}
            </button>
          </div>
        </form>
      ) : (
        <form className={styles.body} onSubmit={start}>
          <label className={styles.field}>
            {t('phone.number')}
            <input
              className={styles.input}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              required
            />
          </label>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy || !digitsOnly(phone)}>
              {t('phone.send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export const PayPhoneBody = needsPurchase<'pay_phone_sms'>(PayPhoneBodyView, hasPayForm);
