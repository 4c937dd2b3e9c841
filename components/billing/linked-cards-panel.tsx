'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import { getBrowserApi } from '@/lib/api/browser';
import { getNetworkInfo } from '@/lib/api/platform';
import { deleteCard, getCards } from '@/lib/api/payments';
import type { Card } from '@/lib/api/types/billing';
import { refreshBillingData } from '@/lib/billing/refresh';
import { openMessage } from '@/lib/modals/message';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import styles from './billing.module.css';
import { cardsKey, networkKey } from '@/lib/swr-keys/account';

/** Linked cards (core-session-account.md section 2, payment); removal, confirmed in two steps, only for OTT providers. */
export function LinkedCardsPanel() {
  const t = useTranslations('billing.cards');
  const handleError = useErrorHandler();
  // The bank partner's subscribers pay in their bank (section 6): its menu hides this page, and an address typed in
  // says where payments are made rather than listing cards to pay with.
  const { hidePayment } = usePartnerVariant();
  const { data: cards, isLoading } = useSWR(hidePayment ? null : cardsKey(), () => getCards(getBrowserApi()), {
    revalidateOnFocus: false,
  });
  const { data: network } = useSWR(networkKey(), () => getNetworkInfo(getBrowserApi()), { revalidateOnFocus: false });
  const canRemove = network?.provider?.isOtt ?? false;

  const removeNow = (card: Card) => {
    const api = getBrowserApi();
    deleteCard(api, card.id).then(
      () => refreshBillingData(api),
      (error: unknown) => handleError(error, { display: 'modal' }),
    );
  };

  // Two steps: the question, then the final confirmation that replaces it in the same modal.
  const remove = (card: Card) =>
    openMessage({
      title: t('removeTitle'),
      text: t('removeConfirm', { number: card.number }),
      buttons: [
        { label: t('cancel') },
        {
          label: t('remove'),
          primary: true,
          onClick: () => {
            openMessage({
              title: t('removeTitle'),
              text: t('removeFinal', { number: card.number }),
              buttons: [
                { label: t('cancel') },
                { label: t('removeYes'), primary: true, onClick: () => removeNow(card) },
              ],
            });
            return false;
          },
        },
      ],
    });

  if (hidePayment) return <p className={styles.muted}>{t('inPartnerApp')}</p>;
  if (isLoading) return <div className={styles.skeleton} aria-busy="true" />;
  if (!cards || cards.length === 0) return <p className={styles.muted}>{t('none')}</p>;
  return (
    <ul className={styles.panel} aria-label={t('title')}>
      {cards.map((card) => (
        <li key={card.id} className={styles.row} data-testid={`card-${card.id}`}>
          <span>
            {card.number}
            {card.isPrimary && <span className={styles.muted}> · {t('primary')}</span>}
          </span>
          {canRemove && (
            <button type="button" className={styles.secondary} onClick={() => remove(card)}>
              {t('remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
