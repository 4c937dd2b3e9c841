'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { APP_SKIP_COOKIE } from '@/lib/request-gate/rules';
import { isSafeAppPath } from '@/lib/rules/push-destination';
import styles from './standalone-page.module.css';

/** The skip lasts a month: the banner returns on later visits rather than never again. */
const APP_SKIP_SECONDS = 30 * 24 * 60 * 60;

/** `from` is whatever the address says: only one of our own pages is a place to go back to. */
function safeReturnPath(from: string | null): string {
  return isSafeAppPath(from) ? from : '/';
}

export function AppInstall({ appStoreUrl, googlePlayUrl }: { appStoreUrl: string; googlePlayUrl: string }) {
  const t = useTranslations('appInstall');
  const router = useLocalizedRouter();
  const returnPath = safeReturnPath(useSearchParams().get('from'));

  function stayInBrowser() {
    document.cookie = `${APP_SKIP_COOKIE}=1; path=/; max-age=${APP_SKIP_SECONDS}; samesite=lax`;
    router.replace(returnPath);
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={appStoreUrl}>
          {t('appStore')}
        </a>
        <a className={styles.primary} href={googlePlayUrl}>
          {t('googlePlay')}
        </a>
        <button type="button" className={styles.secondary} onClick={stayInBrowser}>
          {t('stay')}
        </button>
      </div>
    </main>
  );
}
