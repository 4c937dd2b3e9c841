'use client';

import { useSearchParams } from 'next/navigation';
import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { isSafeAppPath } from '@/lib/rules/push-destination';
import { whenAppReady } from '@/lib/session/app-ready';

/**
 * Telegram mini-app entry (/miniapp): start-up already took access_token from the address and never made this
 * visitor a guest; once ready, the start parameter (an app path) or home opens.
 */
export function MiniAppEntry() {
  const t = useTranslations('entries');
  const router = useLocalizedRouter();
  const params = useSearchParams();
  const start = params.get('tgWebAppStartParam');
  useEffect(() => {
    let cancelled = false;
    void whenAppReady().then((startup) => {
      if (cancelled || startup.session === 'none') return;
      const target = start ? `/${start.replace(/^\/+/, '').replace(/__/g, '/')}` : '/';
      router.replace(isSafeAppPath(target) ? target : '/');
    });
    return () => {
      cancelled = true;
    };
  }, [router, start]);
  return <p role="status">{t('miniappLoading')}</p>;
}
