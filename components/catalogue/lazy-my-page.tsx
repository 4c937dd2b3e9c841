'use client';

import { clientOnly } from '@/components/ui/client-only';
import { MyPageLoading } from './my-page-loading';

/**
 * /my's rows with their viewer subscription (SWR, jotai's start-up flag) in a chunk loaded after hydration, out of the
 * page's first load (issue 32). The rows are the viewer's, asked once start-up is done, so the server and the
 * hydrating render could only show the title and the loading status; MyPageLoading shows them until the code is there.
 */
export const LazyMyPage = clientOnly(() => import('./my-page').then((m) => m.MyPage), { loading: MyPageLoading });
