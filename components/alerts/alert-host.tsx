'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { alertsAtom, dismissAlert } from '@/lib/alerts/alert-store';
import styles from './alerts.module.css';

/** The one polite live region all alerts are announced in. */
export function AlertHost() {
  const t = useTranslations();
  const items = useAtomValue(alertsAtom);
  return (
    <div className={styles.region} role="log" aria-live="polite" aria-relevant="additions" aria-label={t('alerts.region')}>
      {items.map((item) => (
        <div key={item.id} className={styles.alert}>
          <p className={styles.text}>{t.has(item.text) ? t(item.text) : item.text}</p>
          <button type="button" className={styles.dismiss} onClick={() => dismissAlert(item.id)} aria-label={t('alerts.dismiss')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
