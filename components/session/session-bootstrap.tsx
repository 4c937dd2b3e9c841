'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { rememberEmbedParentalFlag } from '@/lib/parental/parental-state';
import { listenForPushes } from '@/lib/session/push-entry';
import { startApp, watchTokenErrors } from '@/lib/session/session-bootstrap';
import { setStartupTexts } from '@/lib/session/startup-texts';

/**
 * Runs the start-up order once per page load (a guest when nobody signed in), refreshes whoever reads SWR data
 * afterwards, and keeps watching for token errors. Renders nothing.
 */
export function SessionBootstrap() {
  const t = useTranslations('session');
  const { mutate } = useSWRConfig();
  useEffect(() => {
    setStartupTexts({
      autoAuthTitle: t('autoAuthTitle'),
      autoAuthFailed: t('autoAuthFailed'),
      support: t('support'),
      retry: t('retry'),
      continue: t('continue'),
      regionTitle: t('regionTitle'),
      regionText: t('regionText'),
    });
    rememberEmbedParentalFlag(window.location.search);
    const revalidateAll = () => mutate(() => true);
    startApp()
      .then(revalidateAll)
      .catch((error: unknown) => console.error('session start-up failed', error));
    const stopWatching = watchTokenErrors(revalidateAll);
    const stopPushes = listenForPushes();
    return () => {
      stopWatching();
      stopPushes();
    };
  }, [mutate, t]);
  return null;
}
