'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { onlineAtom, startConnectivity } from '@/lib/connectivity/connectivity';
import styles from './connectivity-status.module.css';

/** Starts the online ping, keep-alive, page-leave events once, and tells the viewer when offline. */
export function ConnectivityStatus() {
  const t = useTranslations('connectivity');
  const online = useAtomValue(onlineAtom);
  const wasOffline = useRef(false);

  useEffect(() => startConnectivity(), []);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      showAlert('connectivity.online');
    }
  }, [online]);

  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      {t('offline')}
    </div>
  );
}
