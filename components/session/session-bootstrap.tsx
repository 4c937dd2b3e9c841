'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useEffect, useState } from 'react';
import { rememberSettingsReturn } from '@/components/settings/settings-return';
import { withCatalogue } from '@/components/i18n/with-catalogue';
import { debugLog } from '@/lib/debug-log';
import { mutate } from 'swr';
import { rememberEmbedParentalFlag } from '@/lib/parental/parental-state';
import { listenForPushes } from '@/lib/session/push-entry';
import { startApp, watchTokenErrors } from '@/lib/session/session-bootstrap';
import { setStartupTexts } from '@/lib/session/startup-texts';

/** Prompts load once the session exists, with the message catalogue; they are never part of a page's first load. */
const SessionPrompts = clientOnly(withCatalogue(() => import('./session-prompts').then((m) => m.SessionPrompts)));

/**
 * Runs the start-up order once per page load (a guest when nobody signed in), refreshes whoever reads SWR data
 * afterwards, keeps watching for token errors and listens for pushes. Renders the notification prompts once ready.
 * Its code and the start-up's come in one chunk after hydration (LazySessionBootstrap), never with a page's first load.
 */
export function SessionBootstrap() {
  const t = useTranslations('session');
  const [ready, setReady] = useState(false);
  const pathname = useRoutePathname();
  // The settings close button returns to the last page shown outside the settings (section 2).
  useEffect(() => rememberSettingsReturn(pathname), [pathname]);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    // In a task of its own, after the hydration's passive effects: run inside them, start-up made one long task with
    // every other effect of the page on a throttled phone (traced).
    const startUp = () => {
      // Fetched beside start-up, so the first read of the viewer once it is ready does not wait for its code.
      void import('@/lib/session/load-current-user');
      // Its cache's mutate, as useSWRConfig gives it (no page sets another cache).
      const revalidateAll = () => mutate(() => true);
      setStartupTexts({
        autoAuthTitle: t('autoAuthTitle'),
        autoAuthFailed: t('autoAuthFailed'),
        support: t('support'),
        retry: t('retry'),
        continue: t('continue'),
        regionTitle: t('regionTitle'),
        regionText: t('regionText'),
        addressSignInTitle: t('addressSignInTitle'),
        addressSignInText: t('addressSignInText'),
        addressSignInConfirm: t('addressSignInConfirm'),
        addressSignInKeep: t('addressSignInKeep'),
      });
      rememberEmbedParentalFlag(window.location);
      startApp()
        .then(() => {
          // Readable by automated tests, which must not change the session while start-up still runs.
          document.documentElement.dataset.session = 'ready';
          if (!unmounted) setReady(true);
          return revalidateAll();
        })
        .catch((error: unknown) => debugLog.error('session start-up failed', error));
      const stopWatching = watchTokenErrors(revalidateAll);
      const stopPushes = listenForPushes();
      stop = () => {
        stopWatching();
        stopPushes();
      };
    };
    const timer = window.setTimeout(startUp, 0);
    return () => {
      unmounted = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [t]);
  return ready ? <SessionPrompts /> : null;
}
