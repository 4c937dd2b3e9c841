'use client';

import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { ApiError } from '@/lib/api/errors';
import { payByLinkedCard } from '@/lib/api/payments';
import type { PaySystem } from '@/lib/api/types/billing';
import { useMoney } from '@/components/billing/money-format';
import { openPayModal } from '@/lib/billing/pay-forms';
import { markSettled, qrAmountAtom } from '@/lib/billing/payment-state';
import {
  completedPurchase,
  payKey,
  paymentPurpose,
  purchaseCurrency,
  type PurchaseContext,
} from '@/lib/billing/purchase-context';
import { watchTransaction } from '@/lib/billing/transactions';
import { billingErrorOutcome } from '@/lib/rules/payment-flow';
import { PurchaseSummary } from './purchase-summary';
import { useBillingAction } from './use-billing-action';
import styles from './billing-modals.module.css';
import { needsPurchase, hasPayForm } from './purchase-guard';

/** Pays what the balance lacks from a chosen linked card; a card without funds (400) opens the no-funds dialog. */
function PayCardBodyView({ props }: ModalBodyProps) {
  const context = props.context as PurchaseContext;
  const paySystem = props.paySystem as PaySystem;
  const { api, busy, run, text, t } = useBillingAction();
  const money = useMoney();
  const groupId = useId();
  const setAmount = useSetAtom(qrAmountAtom);
  const primary = context.cards.find((card) => card.isPrimary) ?? context.cards[0];
  const [cardId, setCardId] = useState<number | null>(primary?.id ?? null);
  const [processing, setProcessing] = useState(false);

  const pay = () =>
    run(
      async () => {
        if (cardId === null) return;
        const transaction = await payByLinkedCard(api, context.account.id, cardId, paymentPurpose(context), {
          paySystem: paySystem.shortname,
          idempotencyKey: `${payKey(context, paySystem.shortname)}:${cardId}`,
        });
        setAmount(transaction.amount);
        setProcessing(true);
        watchTransaction(transaction, {
          api,
          text,
          purchase: completedPurchase(context),
          onSettled: (outcome) => {
            if (outcome === 'complete') markSettled(context.idempotencyKey);
            setProcessing(false);
          },
        });
      },
      (error) => {
        if (error instanceof ApiError && billingErrorOutcome('linked_card_offer', error.status).kind === 'nofunds') {
          openPayModal('nofunds', { context });
          return true;
        }
        return false;
      },
    );

  const waiting = busy || processing;
  return (
    <div className={styles.body}>
      <PurchaseSummary context={context} />
      {context.cards.length === 0 ? (
        <p className={styles.text}>{t('cards.none')}</p>
      ) : (
        <div role="radiogroup" aria-labelledby={groupId} className={styles.list}>
          <p id={groupId} className={styles.muted}>
            {t('cards.choose')}
          </p>
          {context.cards.map((card) => (
            <label key={card.id} className={`${styles.option} ${card.id === cardId ? styles.selected : ''}`}>
              <span>{card.number}</span>
              <input type="radio" name={groupId} checked={card.id === cardId} onChange={() => setCardId(card.id)} />
            </label>
          ))}
        </div>
      )}
      {processing && (
        <p className={styles.muted} role="status">
          {t('transaction.waiting')}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={pay}
          disabled={cardId === null || waiting}
          aria-busy={waiting}
        >
          {waiting ? t('processing') : t('payAmount', { amount: money(context.due, purchaseCurrency(context)) })}
        </button>
      </div>
    </div>
  );
}

export const PayCardBody = needsPurchase(PayCardBodyView, hasPayForm);
