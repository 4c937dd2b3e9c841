'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { isWebView } from '@/lib/request-gate/rules';
import styles from './channel-view.module.css';

/** The user agent never changes while the page lives. */
const subscribeNever = () => () => {};

/** Shares the page address; hidden in web-view apps, which have their own sharing (live-channels.md section 2). */
export function ShareButton({ title }: { title: string }) {
  const t = useTranslations('channels');
  const shown = useSyncExternalStore(
    subscribeNever,
    () => !isWebView(navigator.userAgent),
    () => false,
  );
  if (!shown) return null;

  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).then(
      () => showAlert('channels.linkCopied'),
      () => showAlert(url),
    );
  };
  return (
    <button type="button" className={styles.secondary} onClick={() => void share()}>
      {t('share')}
    </button>
  );
}
