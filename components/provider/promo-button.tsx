'use client';

import { useTranslations } from 'next-intl';
import { openModal } from '@/lib/modals/modal-controller';
import styles from '@/components/billing/billing.module.css';

/** Opens the promo wizard from the landing page. */
export function ProviderPromoButton() {
  const t = useTranslations('provider');
  return (
    <button type="button" className={styles.secondary} onClick={() => openModal('promocode_wizard')}>
      {t('promo')}
    </button>
  );
}
