'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * A personal row (history, continue watching) with its viewer subscription (SWR, jotai's start-up flag) in a chunk
 * loaded after hydration, out of the home page's first load (issue 32). Nothing is lost on screen: the row is the
 * viewer's, asked once start-up is done, and shows nothing until then, on the server and in the hydrating render alike.
 */
export const LazyPersonalRow = clientOnly(() => import('./personal-row').then((m) => m.PersonalRow));
