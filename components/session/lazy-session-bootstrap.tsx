'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * Session start-up, loaded after hydration with the start-up's own modules in the same chunk: it renders nothing
 * until start-up is done (then the prompts), on the server and in the hydrating render alike, yet its component, the
 * settings return and the loaders of six start-up chunks were in every page's first load (issue 32). Start-up still
 * waits for one download after hydration, as it did for those six.
 */
export const LazySessionBootstrap = clientOnly(() => import('./session-bootstrap').then((m) => m.SessionBootstrap));
