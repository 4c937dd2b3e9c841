'use client';

import { clientOnly } from '@/components/ui/client-only';
import { FavoritePlaceholder } from '../content/lazy-favorite-button';

/**
 * The person's favorite toggle with its viewer subscription (SWR) in a chunk loaded after hydration, out of the person
 * page's first load (issue 32). The server and the hydrating render showed the toggle's held place anyway (the
 * favorite state is personal), and the placeholder keeps showing it until the toggle's own code is there.
 */
export const LazyPersonFavorite = clientOnly(() => import('./person-favorite').then((m) => m.PersonFavorite), {
  loading: FavoritePlaceholder,
});
