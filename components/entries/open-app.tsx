'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { openUrlInApp } from '@/lib/session/android-bridge';

/** core-session-account.md section 2: the app-open delay is 2500 ms on iOS, otherwise 25 ms. */
export const APP_OPEN_DELAY_IOS_MS = 2_500;
export const APP_OPEN_DELAY_MS = 25;

export function appOpenDelay(userAgent: string): number {
  return /iPhone|iPad|iPod/i.test(userAgent) ? APP_OPEN_DELAY_IOS_MS : APP_OPEN_DELAY_MS;
}

/** /open_mobile_app: tries the app, then (after the platform's delay) the app-install page. */
export function OpenApp({ appUrl }: { appUrl: string | null }) {
  const t = useTranslations('entries');
  const router = useLocalizedRouter();
  useEffect(() => {
    if (appUrl) openUrlInApp(appUrl, (url) => window.location.assign(url));
    const timer = setTimeout(() => router.replace('/app_store'), appOpenDelay(navigator.userAgent));
    return () => clearTimeout(timer);
  }, [appUrl, router]);
  return <p role="status">{t('openingApp')}</p>;
}
