'use client';

import { useTranslations } from 'next-intl';
import styles from './channel-view.module.css';

/** Over the blackout loop: why the archive shows no picture (catch-up not allowed) and the way back to live. */
export function BlackoutNotice({ onGoLive }: { onGoLive: () => void }) {
  const t = useTranslations('channels');
  return (
    <div className={styles.blackout} role="status" data-testid="channel-blackout">
      <p className={styles.blackoutTitle}>{t('blackoutTitle')}</p>
      <p className={styles.gateText}>{t('blackoutText')}</p>
      <button type="button" className={styles.primary} onClick={onGoLive}>
        {t('blackoutGoLive')}
      </button>
    </div>
  );
}
