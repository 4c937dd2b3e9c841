'use client';

import { useTranslations } from 'next-intl';
import { openModalOnDemand } from '@/lib/modals/open-on-demand';
import styles from '@/components/billing/billing.module.css';

/** Opens the promo wizard from the landing page; the modal controller comes with the press (first load, issue 32). */
export function ProviderPromoButton() {
  const t = useTranslations('provider');
  return (
    <button type="button" className={styles.secondary} onClick={() => openModalOnDemand('promocode_wizard')}>
      {t('promo')}
    </button>
  );
}
