'use client';

import { clientOnly } from '@/components/ui/client-only';
import { WatchLoader } from './watch-loader';

/**
 * The watch buttons' code (the viewer's meta through SWR, jotai's purchase flag, the modals, the early start) loads
 * after hydration instead of with the title page (first-load budget, issue 32). Nothing is lost on screen: the server
 * and the hydrating render could only show the loader, start-up not being done, and the loader holds the place.
 */
export const LazyWatchActions = clientOnly(() => import('./watch-actions').then((m) => m.WatchActions), {
  loading: WatchLoader,
});
