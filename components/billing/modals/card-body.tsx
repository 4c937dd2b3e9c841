'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { ApiError } from '@/lib/api/errors';
import { createPurchase, isNotEnoughMoney } from '@/lib/api/billing';
import { createOffer, getOfferInfo, payOffer } from '@/lib/api/payments';
import type { Offer, OfferInfo, Packet } from '@/lib/api/types/billing';
import { finishPurchase } from '@/lib/billing/complete';
import { openPayForm, openPayModal } from '@/lib/billing/pay-forms';
import { markAttemptOutcome, markSettled } from '@/lib/billing/payment-state';
import { completedPurchase, payKey, type PurchaseContext } from '@/lib/billing/purchase-context';
import { refreshBillingData } from '@/lib/billing/refresh';
import { watchTransaction } from '@/lib/billing/transactions';
import { openMessage } from '@/lib/modals/message';
import {
  billingErrorOutcome,
  isLinkedCardPayform,
  offerStep,
  offeredPaySystems,
  pickOfferPurchase,
} from '@/lib/rules/payment-flow';
import { modalFeaturesAtom } from '@/lib/modals/modal-controller';
import { PurchaseSummary } from './purchase-summary';
import { useBillingAction } from './use-billing-action';
import { Spinner } from '@/components/ui/spinner';
import styles from './billing-modals.module.css';
import { needsPurchase, hasPacketContext } from './purchase-guard';

/** The platform's offer errors (section 8): reported, and the data refreshed since it changed under the buyer. */
/** The offer call's refusals (by error code: the words come translated), each with the app's own message. */
const OFFER_REFUSALS: Partial<Record<string, string>> = {
  no_purchases: 'offer.noPurchases',
  no_paysystems: 'offer.noPaySystems',
};

/**
 * Card confirm (section 4): an offer for the packet, its distribution type, product title and distribution info,
 * and Further, which buys it with the linked card. Submit goes idle, then processing. A card without funds (400)
 * opens the no-funds dialog. Making the offer answers its purchases and pay systems; its info is read back by the
 * offer's id (GET purchases_offer/{id}, section 7), the way the spec's model keeps "offer info" apart from the offer.
 */
function CardBodyView({ props, close }: ReadyModalBodyProps<'card'>) {
  const context = props.context;
  // needsPurchase(hasPacketContext) lets only a packet purchase in.
  const packetId = (context.packet as Packet).id;
  const card = props.card;
  const { api, busy, run, text, t } = useBillingAction();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [info, setInfo] = useState<OfferInfo | null>(null);
  const [processing, setProcessing] = useState(false);
  const features = useAtomValue(modalFeaturesAtom);

  useEffect(() => {
    let live = true;
    createOffer(api, packetId).then(
      async (created) => {
        if (!live) return;
        setOffer(created);
        // Without its info the offer can still be paid: the summary below names the packet and the price.
        const read = await getOfferInfo(api, created.id).catch(() => null);
        if (live) setInfo(read);
      },
      async (error: unknown) => {
        if (!live) return;
        const message = error instanceof ApiError ? error.serverMessage : null;
        const refusal =
          error instanceof ApiError ? OFFER_REFUSALS[error.code as keyof typeof OFFER_REFUSALS] : undefined;
        await refreshBillingData(api);
        openMessage({
          title: text('error.title'),
          text: refusal ? text(refusal) : (message ?? text('error.payment')),
          icon: 'error',
        });
      },
    );
    return () => {
      live = false;
    };
  }, [api, packetId, text]);

  const further = () =>
    run(
      async () => {
        if (!offer || !card) return;
        const purchase =
          offer.purchases.find((candidate) => candidate.id === context.option?.id) ??
          pickOfferPurchase(offer.purchases);
        if (!purchase) throw new ApiError(400, { error: { message: text('offer.noPurchases') } });
        const completed = completedPurchase(context);
        // Money on the balance buys the offer's purchase outright; a 402 there (spent meanwhile) transacts the offer.
        if (offerStep(purchase, offer.paySystems.length) === 'confirm') {
          try {
            const bought = await createPurchase(api, {
              accountId: context.account.id,
              purchaseId: purchase.id,
              isTrial: context.isTrial,
              idempotencyKey: payKey(context, 'balance'),
            });
            markSettled(context.idempotencyKey);
            await finishPurchase(api, text, { ...completed, status: bought.status });
            return;
          } catch (error) {
            if (!isNotEnoughMoney(error)) throw error;
          }
        }
        // Otherwise the offer's own pay systems take it (section 4, offer flow): its linked card with the card shown
        // here, else the one system directly by its type, or the list of them.
        const offerContext: PurchaseContext = {
          ...context,
          paySystems: offeredPaySystems(offer.paySystems, features.iframePayment),
          offer: { id: offer.id, purchaseId: purchase.id },
        };
        const linked = offerContext.paySystems.find((system) => isLinkedCardPayform(system.payform));
        if (!linked) {
          if (offerContext.paySystems.length === 1) openPayForm(offerContext.paySystems[0], offerContext);
          else openPayModal('paysystems', { context: offerContext });
          return;
        }
        const payment = await payOffer(api, {
          offerId: offer.id,
          purchaseId: purchase.id,
          paySystem: linked.shortname,
          cardId: card.id,
          idempotencyKey: payKey(context, linked.shortname),
        });
        if (payment.kind === 'paid') {
          markSettled(context.idempotencyKey);
          await finishPurchase(api, text, completed);
          return;
        }
        setProcessing(true);
        watchTransaction(payment.transaction, {
          api,
          text,
          purchase: completed,
          onSettled: (outcome) => {
            markAttemptOutcome(context.idempotencyKey, outcome);
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
  // Another method pays through the offer too, with its pay systems, once it is made.
  const offerPurchase = offer
    ? (offer.purchases.find((candidate) => candidate.id === context.option?.id) ?? pickOfferPurchase(offer.purchases))
    : null;
  const otherMethodContext: PurchaseContext =
    offer && offerPurchase
      ? {
          ...context,
          paySystems: offeredPaySystems(offer.paySystems, features.iframePayment),
          offer: { id: offer.id, purchaseId: offerPurchase.id },
        }
      : context;
  // The offer's distribution info describes its own pick (the trial first); another chosen period has its own terms.
  const offerPick = offer ? pickOfferPurchase(offer.purchases) : null;
  const describesChoice = !context.option || offerPick?.id === context.option.id;
  return (
    <div className={styles.body}>
      {offer ? (
        <>
          {info && (
            <dl className={styles.summary}>
              <dt>{t('card.distributionType')}</dt>
              <dd>{t(`card.distribution.${info.distributionType === 'subscription' ? 'subscription' : 'other'}`)}</dd>
              <dt>{t('card.product')}</dt>
              <dd>{info.productTitle}</dd>
              {describesChoice && (
                <>
                  <dt>{t('card.terms')}</dt>
                  <dd data-testid="distribution-info">{info.distributionInfo}</dd>
                </>
              )}
            </dl>
          )}
          <PurchaseSummary context={context} />
        </>
      ) : (
        <Spinner label={t('loading')} />
      )}
      {processing && (
        <p className={styles.muted} role="status">
          {t('transaction.waiting')}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => openPayModal('paysystems', { context: otherMethodContext })}
          disabled={waiting}
        >
          {t('card.otherMethod')}
        </button>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={further}
          disabled={!offer || !card || waiting}
          aria-busy={waiting}
        >
          {waiting ? t('processing') : t('card.further')}
        </button>
      </div>
    </div>
  );
}

export const CardBody = needsPurchase<'card'>(CardBodyView, hasPacketContext);
