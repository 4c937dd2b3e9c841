'use client';

import { useLocale } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import { reportSearchFound } from '@/lib/api/search';
import type { SearchFoundType } from '@/lib/api/types/catalogue';

const FOUND_TYPES: readonly SearchFoundType[] = ['channel', 'content', 'person'];

/** Results say what they are (data-found-type); titles are content. */
export function foundType(value: string | undefined): SearchFoundType {
  return FOUND_TYPES.find((type) => type === value) ?? 'content';
}

/**
 * Search history (catalogue-vod-billing.md section 4): opening a result from a page that had a q parameter
 * sends POST /v2/search/found. Results mark themselves with data-found-* attributes.
 */
export function FoundTracker({ query, children }: { query: string; children: ReactNode }) {
  const locale = useLocale();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-found-id]');
    if (!item || !query) return;
    const contentType = foundType(item.dataset.foundType);
    reportSearchFound(getBrowserApi(locale), {
      title: item.dataset.foundTitle ?? '',
      text: query,
      contentType,
      objectId: Number(item.dataset.foundId),
    }).catch(() => undefined);
  }
  return <div onClickCapture={onClick}>{children}</div>;
}
