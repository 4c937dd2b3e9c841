'use client';

import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { alertsAtom, dismissAlert, startAlertTimer, type AlertItem } from '@/lib/alerts/alert-store';
import styles from './alerts.module.css';

/** The one polite live region all alerts are announced in. */
export function AlertHost() {
  const t = useTranslations();
  const items = useAtomValue(alertsAtom);
  return (
    <div className={styles.region} role="log" aria-live="polite" aria-relevant="additions" aria-label={t('alerts.region')}>
      {items.map((item) => (
        <Alert key={item.id} item={item} text={t.has(item.text) ? t(item.text) : item.text} dismissLabel={t('alerts.dismiss')} />
      ))}
    </div>
  );
}

/** One alert: its display time counts from here, when it is on screen, not from when it was raised. */
function Alert({ item, text, dismissLabel }: { item: AlertItem; text: string; dismissLabel: string }) {
  useEffect(() => startAlertTimer(item.id), [item.id]);
  return (
    <div className={styles.alert}>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.dismiss} onClick={() => dismissAlert(item.id)} aria-label={dismissLabel}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
