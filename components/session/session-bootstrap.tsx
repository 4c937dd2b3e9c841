'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useEffect, useState } from 'react';
import { rememberSettingsReturn } from '@/components/settings/settings-return';
import { withCatalogue } from '@/components/i18n/with-catalogue';
import { debugLog } from '@/lib/debug-log';

/** Prompts load once the session exists, with the message catalogue; they are never part of a page's first load. */
const SessionPrompts = clientOnly(withCatalogue(() => import('./session-prompts').then((m) => m.SessionPrompts)));

/**
 * Runs the start-up order once per page load (a guest when nobody signed in), refreshes whoever reads SWR data
 * afterwards, keeps watching for token errors and listens for pushes. The start-up code loads right after
 * hydration instead of with every page's first load. Renders the notification prompts once ready.
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
    // Asked for in a task of its own: loading the start-up chunks (a script element each) inside the hydration's
    // passive effects made them one task with every other effect of the page, the longest after hydration on a
    // throttled phone (traced); a task later, each is short.
    const startUp = () => {
      void Promise.all([
        import('@/lib/session/session-bootstrap'),
        import('@/lib/session/startup-texts'),
        import('@/lib/session/push-entry'),
        import('@/lib/parental/parental-state'),
        // Fetched beside start-up, so the first read of the viewer once it is ready does not wait for its code.
        import('@/lib/session/load-current-user'),
        // Its cache's mutate, as useSWRConfig gives it (no page sets another cache): SWR stays out of the first load.
        import('swr'),
      ]).then(([bootstrap, texts, pushes, parental, , swr]) => {
        if (unmounted) return;
        const revalidateAll = () => swr.mutate(() => true);
        texts.setStartupTexts({
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
        parental.rememberEmbedParentalFlag(window.location);
        bootstrap
          .startApp()
          .then(() => {
            // Readable by automated tests, which must not change the session while start-up still runs.
            document.documentElement.dataset.session = 'ready';
            if (!unmounted) setReady(true);
            return revalidateAll();
          })
          .catch((error: unknown) => debugLog.error('session start-up failed', error));
        const stopWatching = bootstrap.watchTokenErrors(revalidateAll);
        const stopPushes = pushes.listenForPushes();
        stop = () => {
          stopWatching();
          stopPushes();
        };
      });
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
