'use client';

import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import type { Tracker } from '@/lib/catalogue/analytics-tracker';
import { takeEarlyClicks } from '@/lib/catalogue/early-clicks';
import { whenAppReady } from '@/lib/session/app-ready';

/**
 * Page views and the catalogue's item events (catalogue-vod-billing.md section 7). The tracker loads after the
 * page is interactive, so it adds nothing to any page's first load; page views wait for it in order.
 */
export function CatalogueAnalytics() {
  const locale = useLocale();
  const pathname = useRoutePathname();
  const tracker = useRef<Tracker | null>(null);
  const pending = useRef<Array<[path: string, referrer: string | null]>>([]);
  const previous = useRef<string | null>(null);

  useEffect(() => {
    let stopped = false;
    import('@/lib/catalogue/analytics-tracker')
      .then(({ startTracker, sendCatalogueEvents }) => {
        if (stopped) return;
        // A first visit gets its session during start-up: events sent before it would land on no viewer, or on
        // the server's shared guest, so they wait for it.
        tracker.current = startTracker((events) =>
          whenAppReady().then(() => sendCatalogueEvents(getBrowserApi(locale), events)),
        );
        for (const { target, ts } of takeEarlyClicks()) tracker.current.click(target, ts);
        for (const [path, referrer] of pending.current) tracker.current.pageView(path, referrer);
        pending.current = [];
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      tracker.current?.stop();
      tracker.current = null;
    };
  }, [locale]);

  useEffect(() => {
    const referrer = previous.current ?? (document.referrer || null);
    previous.current = pathname;
    if (tracker.current) tracker.current.pageView(pathname, referrer);
    else pending.current.push([pathname, referrer]);
  }, [pathname]);

  return null;
}
