'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Runs the start-up order once per page load (a guest when nobody signed in), refreshes whoever reads SWR data
 * afterwards, keeps watching for token errors and listens for pushes. The start-up code loads right after
 * hydration instead of with every page's first load. Renders nothing.
 */
export function SessionBootstrap() {
  const t = useTranslations('session');
  const { mutate } = useSWRConfig();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    const revalidateAll = () => mutate(() => true);
    void Promise.all([
      import('@/lib/session/session-bootstrap'),
      import('@/lib/session/startup-texts'),
      import('@/lib/session/push-entry'),
      import('@/lib/parental/parental-state'),
    ]).then(([bootstrap, texts, pushes, parental]) => {
      if (unmounted) return;
      texts.setStartupTexts({
        autoAuthTitle: t('autoAuthTitle'),
        autoAuthFailed: t('autoAuthFailed'),
        support: t('support'),
        retry: t('retry'),
        continue: t('continue'),
        regionTitle: t('regionTitle'),
        regionText: t('regionText'),
      });
      parental.rememberEmbedParentalFlag(window.location.search);
      bootstrap
        .startApp()
        .then(revalidateAll)
        .catch((error: unknown) => console.error('session start-up failed', error));
      const stopWatching = bootstrap.watchTokenErrors(revalidateAll);
      const stopPushes = pushes.listenForPushes();
      stop = () => {
        stopWatching();
        stopPushes();
      };
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [mutate, t]);
  return null;
}
