'use client';

import { useAtomValue } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { abTests } from '@/lib/ab-tests/ab-tests';
import { getBrowserApi } from '@/lib/api/browser';
import { onlineAtom, startConnectivity } from '@/lib/connectivity/connectivity';
import styles from './connectivity-status.module.css';

/** Starts the online ping, keep-alive, page-leave events and A/B tests once, and tells the viewer when offline. */
export function ConnectivityStatus() {
  const t = useTranslations('connectivity');
  const locale = useLocale();
  const online = useAtomValue(onlineAtom);
  const wasOffline = useRef(false);

  useEffect(() => startConnectivity(), []);

  useEffect(() => {
    void abTests.load(getBrowserApi(locale));
  }, [locale]);

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
