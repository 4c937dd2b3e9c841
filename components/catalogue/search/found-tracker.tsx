'use client';

import { useLocale } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import type { SearchFoundType } from '@/lib/api/types/catalogue';

const FOUND_TYPES: readonly SearchFoundType[] = ['channel', 'content', 'person'];

/** Results say what they are (data-found-type); titles are content. */
export function foundType(value: string | undefined): SearchFoundType {
  return FOUND_TYPES.find((type) => type === value) ?? 'content';
}

/**
 * Search history (catalogue-vod-billing.md section 4): opening a result from a page that had a q parameter
 * sends POST /v2/search/found. Results mark themselves with data-found-* attributes. The API client loads on the
 * first opened result (results open in place, so the page is still there to send it): the search page's first load
 * carried it only for this report (about 4.5 kB gzip).
 */
export function FoundTracker({ query, children }: { query: string; children: ReactNode }) {
  const locale = useLocale();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-found-id]');
    if (!item || !query) return;
    const found = {
      title: item.dataset.foundTitle ?? '',
      text: query,
      contentType: foundType(item.dataset.foundType),
      objectId: Number(item.dataset.foundId),
    };
    void Promise.all([import('@/lib/api/browser'), import('@/lib/api/search')])
      .then(([browser, search]) => search.reportSearchFound(browser.getBrowserApi(locale), found))
      .catch(() => undefined);
  }
  return <div onClickCapture={onClick}>{children}</div>;
}
