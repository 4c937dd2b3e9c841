'use client';

import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { ApiError } from '@/lib/api/errors';
import { startPayment } from '@/lib/billing/start-payment';
import type { Card } from '@/lib/api/types/billing';
import { useMoney } from '@/components/ui/money-format';
import { openPayModal } from '@/lib/billing/pay-forms';
import { markAttemptOutcome, qrAmountAtom } from '@/lib/billing/payment-state';
import { completedPurchase, payKey, purchaseCurrency } from '@/lib/billing/purchase-context';
import { watchTransaction } from '@/lib/billing/transactions';
import { buyFromBalance } from '@/lib/billing/buy-from-balance';
import { linkAmountOf, linkCardForPayment, linkPaysDue } from '@/lib/billing/link-card';
import { billingErrorOutcome } from '@/lib/rules/payment-flow';
import { PayStep } from './pay-step';
import { useBillingAction } from './use-billing-action';
import styles from './billing-modals.module.css';
import { needsPurchase, hasPayForm } from './purchase-guard';
import { httpUrlOrThrow } from '@/lib/rules/safe-url';

/**
 * Pays what the balance lacks from a chosen linked card; a card without funds (400) opens the no-funds dialog. With
 * no card linked it offers to link one and pay (the card-link call for one unit, on the bank page in a new tab), and
 * pays with the new card once the bank has linked it; a declined or abandoned link leaves everything as it was.
 */
function PayCardBodyView({ props }: ReadyModalBodyProps<'pay_card'>) {
  const { context, paySystem } = props;
  const { api, busy, run, text, t } = useBillingAction();
  const money = useMoney();
  const groupId = useId();
  const setAmount = useSetAtom(qrAmountAtom);
  const [cards, setCards] = useState<Card[]>(context.cards);
  const primary = cards.find((card) => card.isPrimary) ?? cards[0];
  const [cardId, setCardId] = useState<number | null>(primary?.id ?? null);
  const [processing, setProcessing] = useState(false);
  const [linking, setLinking] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [bankPage, setBankPage] = useState<string | null>(null);
  // Closing the dialog abandons a link in progress: its polling stops and nothing is paid.
  const closed = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    closed.current = controller;
    return () => controller.abort();
  }, []);

  const payWith = async (id: number) => {
    const transaction = await startPayment(api, text, context, {
      paySystem,
      cardId: id,
      idempotencyKey: `${payKey(context, paySystem.shortname)}:${id}`,
    });
    if (!transaction) return;
    setAmount(transaction.amount);
    setProcessing(true);
    watchTransaction(transaction, {
      api,
      text,
      purchase: completedPurchase(context),
      onSettled: (outcome) => {
        markAttemptOutcome(context.idempotencyKey, outcome);
        setProcessing(false);
      },
    });
  };

  const noFunds = (error: unknown) => {
    if (error instanceof ApiError && billingErrorOutcome('linked_card_offer', error.status).kind === 'nofunds') {
      openPayModal('nofunds', { context });
      return true;
    }
    return false;
  };

  const pay = () =>
    run(async () => {
      if (cardId !== null) await payWith(cardId);
    }, noFunds);

  const linkAndPay = () => {
    // The tab opens within the click, before any call: a tab opened after an await is a blocked pop-up.
    const tab = window.open('', '_blank');
    return run(async () => {
      setLinkProblem(null);
      setLinking(true);
      try {
        const outcome = await linkCardForPayment(
          api,
          context,
          (url) => {
            const page = httpUrlOrThrow(url);
            setBankPage(page);
            if (tab) {
              tab.opener = null;
              tab.location.href = page;
            }
          },
          { signal: closed.current.signal },
        );
        if (outcome.kind === 'declined') setLinkProblem(outcome.reason ?? t('cards.linkFailed'));
        if (outcome.kind !== 'linked') return;
        setCards([outcome.card]);
        setCardId(outcome.card.id);
        // A link that paid what was due left it on the balance: the purchase takes it from there, no second charge.
        if (outcome.paid) await buyFromBalance(api, text, context);
        else await payWith(outcome.card.id);
      } catch (error) {
        tab?.close();
        throw error;
      } finally {
        setLinking(false);
        setBankPage(null);
      }
    }, noFunds);
  };

  if (cards.length === 0) {
    return (
      <PayStep context={context} label={t('cards.linkAndPay')} onPay={linkAndPay} busy={busy} testId="link-and-pay">
        <p className={styles.text}>
          {t(linkPaysDue(context) ? 'cards.linkPaysText' : 'cards.linkText', {
            amount: money(linkAmountOf(context), purchaseCurrency(context)),
          })}
        </p>
        {linking && (
          <p className={styles.muted} role="status">
            {t('cards.linking')}{' '}
            {bankPage && (
              <a href={bankPage} target="_blank" rel="noopener noreferrer">
                {t('cards.openBankPage')}
              </a>
            )}
          </p>
        )}
        {linkProblem && (
          <p className={styles.error} role="alert">
            {linkProblem}
          </p>
        )}
      </PayStep>
    );
  }

  const waiting = busy || processing;
  return (
    <PayStep
      context={context}
      label={t('payAmount', { amount: money(context.due, purchaseCurrency(context)) })}
      onPay={pay}
      busy={waiting}
      disabled={cardId === null}
    >
      <div role="radiogroup" aria-labelledby={groupId} className={styles.list}>
        <p id={groupId} className={styles.muted}>
          {t('cards.choose')}
        </p>
        {cards.map((card) => (
          <label key={card.id} className={`${styles.option} ${card.id === cardId ? styles.selected : ''}`}>
            <span>{card.number}</span>
            <input type="radio" name={groupId} checked={card.id === cardId} onChange={() => setCardId(card.id)} />
          </label>
        ))}
      </div>
      {processing && (
        <p className={styles.muted} role="status">
          {t('transaction.waiting')}
        </p>
      )}
    </PayStep>
  );
}

export const PayCardBody = needsPurchase<'pay_card'>(PayCardBodyView, hasPayForm);
