'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useErrorHandler } from '@/components/alerts/use-error-handler';
import { confirmAction } from '@/components/session/confirm';
import { getBrowserApi } from '@/lib/api/browser';
import { deleteCard, getCards } from '@/lib/api/payments';
import type { Card } from '@/lib/api/types/billing';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './settings.module.css';

/** Linked cards; removal (with confirmation) is offered only for OTT providers (section 6). */
export function CardList() {
  const t = useTranslations('settings');
  const handleError = useErrorHandler();
  const { user } = useCurrentUser();
  const { data, isLoading, mutate } = useSWR('settings:cards', () => getCards(getBrowserApi()));

  async function remove(card: Card) {
    const confirmed = await confirmAction({ title: t('removeCardTitle'), text: t('removeCardText', { number: card.number }), confirm: t('remove'), cancel: t('cancel') });
    if (!confirmed) return;
    try {
      await mutate(await deleteCard(getBrowserApi(), card.id), { revalidate: false });
    } catch (error) {
      handleError(error, { display: 'modal' });
    }
  }

  if (isLoading || !data) return <div className={styles.skeleton} aria-busy="true" />;
  if (data.length === 0) return <p className={styles.muted}>{t('noCards')}</p>;
  return (
    <ul className={styles.list}>
      {data.map((card) => (
        <li key={card.id} className={styles.row}>
          <div className={styles.rowMain}>
            <strong>{card.number}</strong>
            {card.isPrimary && <span className={styles.muted}>{t('primaryCard')}</span>}
          </div>
          {user?.provider.isOtt && (
            <button type="button" className={styles.danger} onClick={() => remove(card)}>
              {t('remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
