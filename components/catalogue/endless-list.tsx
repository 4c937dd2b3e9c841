'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadCatalogueApi } from '@/lib/catalogue/browser-catalogue-api';
import type { CatalogueFilters, Row } from '@/lib/api/types/catalogue';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import { withRowTimeout } from '@/lib/catalogue/timeout';
import { catalogueRequest } from '@/lib/rules/catalogue-filters';
import { hasMorePages, shouldLoadMoreOnScroll } from '@/lib/rules/row-layout';
import { useRowWithoutHidden } from './hidden-contents';
import { RowGridItems, rowPageLength } from './row-grid';
import styles from './catalogue.module.css';

export interface EndlessListProps {
  rowRef: string;
  template: string;
  /** Where the next page starts: the number of items the server already rendered. */
  startOffset: number;
  pageSize: number;
  /** The server's page came back full, so more may exist. */
  initiallyMore: boolean;
  libraryId?: number;
  text?: string;
  filters?: CatalogueFilters;
  gridClassName?: string;
  /** Packet links of promo items follow the provider (id_no_ott, section 2). */
  providerIsOtt?: boolean;
  /** The provider's channel listing (exclusions, pinned order) for a channel row's next pages. */
  channelListing?: ChannelListing;
}

type Status = 'idle' | 'loading' | 'done' | 'stopped';

/**
 * The rest of a row after the server-rendered first page: loads the next page when the viewer scrolls within
 * 1000 px (800 px up to 768 px) of the bottom, while pages come back full; a load over 10 s stops the list.
 */
export function EndlessList({ rowRef, template, startOffset, pageSize, initiallyMore, libraryId, text, filters, gridClassName, providerIsOtt, channelListing }: EndlessListProps) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const [pages, setPages] = useState<Row[]>([]);
  const [status, setStatus] = useState<Status>(initiallyMore ? 'idle' : 'done');
  const withoutHidden = useRowWithoutHidden();
  const offset = useRef(startOffset);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    try {
      const page = await withRowTimeout(
        loadCatalogueApi(locale).then(({ catalogue, api }) =>
          catalogue.getRow(api, rowRef, {
            // The filtered catalogue's next page goes with its mode (concat); other rows page plainly.
            ...(filters ? catalogueRequest('concat', offset.current) : { offset: offset.current, limit: pageSize }),
            libraryId,
            text,
            filters,
          }),
        ),
      );
      // The next page starts after every item the platform sent, hidden ones included.
      const length = rowPageLength(page);
      offset.current += length;
      setPages((previous) => [...previous, withoutHidden(page)]);
      setStatus(hasMorePages(length, pageSize) ? 'idle' : 'done');
    } catch {
      setStatus('stopped');
    } finally {
      busy.current = false;
    }
  }, [locale, rowRef, pageSize, libraryId, text, filters, withoutHidden]);

  useEffect(() => {
    if (status !== 'idle') return;
    function check() {
      const distance = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (shouldLoadMoreOnScroll(distance, window.innerWidth)) void loadMore();
    }
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [status, loadMore]);

  return (
    <>
      {pages.length > 0 ? (
        <ul className={gridClassName ?? styles.grid} data-testid="row-more">
          {pages.map((page, index) => (
            <RowGridItems
              key={index}
              row={{ ...page, template }}
              eager={false}
              providerIsOtt={providerIsOtt}
              channelListing={channelListing}
            />
          ))}
        </ul>
      ) : null}
      <div className={styles.status} role="status" aria-live="polite">
        {status === 'loading' ? t('loading') : null}
        {status === 'stopped' ? (
          <button type="button" className={styles.pill} onClick={() => void loadMore()}>
            {t('retry')}
          </button>
        ) : null}
      </div>
    </>
  );
}
