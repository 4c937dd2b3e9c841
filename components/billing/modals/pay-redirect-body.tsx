'use client';

import { useState } from 'react';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { offersCardSaving } from '@/lib/billing/link-card';
import { startPayment } from '@/lib/billing/start-payment';
import { markAttemptOutcome } from '@/lib/billing/payment-state';
import { completedPurchase, payKey } from '@/lib/billing/purchase-context';
import { paymentReturnUrl, rememberPendingPayment } from '@/lib/billing/return-url';
import { watchTransaction } from '@/lib/billing/transactions';
import { PayStep } from './pay-step';
import { useBillingAction } from './use-billing-action';
import styles from './billing-modals.module.css';
import { httpUrlOrThrow } from '@/lib/rules/safe-url';

/**
 * Card payment on the bank page: pay_redirect leaves for the platform's page and comes back with purchased=true;
 * pay_iframe (only when iframe payment is enabled) shows the page inside the modal and polls meanwhile. No address
 * opens either (they are hashless): only the purchase flow does, with the purchase and its pay system.
 */
export function PayRedirectBody(body: ReadyModalBodyProps<'pay_redirect'>) {
  return <BankPage {...body} framed={false} />;
}

export function PayIframeBody(body: ReadyModalBodyProps<'pay_iframe'>) {
  return <BankPage {...body} framed />;
}

function BankPage({ props, framed }: ReadyModalBodyProps<'pay_redirect' | 'pay_iframe'> & { framed: boolean }) {
  const { context, paySystem } = props;
  const { api, busy, run, text, t } = useBillingAction();
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const canSaveCard = offersCardSaving(context);
  const [saveCard, setSaveCard] = useState(false);

  const pay = () =>
    run(async () => {
      const transaction = await startPayment(api, text, context, {
        paySystem,
        returnUrl: framed ? undefined : paymentReturnUrl(window.location.href),
        idempotencyKey: payKey(context, paySystem.shortname),
        saveCard: canSaveCard && saveCard,
      });
      if (!transaction) return;
      const bankPage = httpUrlOrThrow(transaction.url);
      if (framed) {
        setFrameUrl(bankPage);
        watchTransaction(transaction, {
          api,
          text,
          purchase: completedPurchase(context),
          onSettled: (outcome) => markAttemptOutcome(context.idempotencyKey, outcome),
        });
        return;
      }
      const { packetName, forContent, rental } = completedPurchase(context);
      rememberPendingPayment(window.sessionStorage, { transactionId: transaction.id, packetName, forContent, rental });
      window.location.assign(bankPage);
      // The page is leaving: keep the button disabled until it has.
      await new Promise(() => undefined);
    });

  if (frameUrl) {
    return (
      <div className={styles.body}>
        <iframe className={styles.frame} src={frameUrl} title={t('redirect.frameTitle')} />
        <p className={styles.muted} role="status">
          {t('transaction.waiting')}
        </p>
      </div>
    );
  }
  return (
    <PayStep
      context={context}
      label={paySystem.buttonText || t('redirect.pay')}
      onPay={pay}
      busy={busy}
      testId="pay-submit"
    >
      <p className={styles.muted}>{paySystem.howToUsePacket || t('redirect.text')}</p>
      {canSaveCard && (
        <label className={styles.check}>
          <input type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />{' '}
          {t('redirect.saveCard')}
        </label>
      )}
    </PayStep>
  );
}

