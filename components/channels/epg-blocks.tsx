'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getEpg } from '@/lib/api/channels';
import type { EpgRow } from '@/lib/api/types/channels';
import type { EpgRequest } from '@/lib/channels/epg-layout';
import { debugLog } from '@/lib/debug-log';
import { epgBlockKey } from '@/lib/swr-keys/channels';

interface EpgBlocksProps {
  requests: readonly EpgRequest[];
  /** The channel ids of the page of rows that starts at `page`. */
  idsOfPage: (page: number) => readonly number[];
  locale: string;
  onRows: (blockId: string, rows: readonly EpgRow[]) => void;
}

/**
 * Loads the grid's visible (page of rows, block of time) requests through SWR, one key per block: a block is asked
 * once for the page's exact channel ids, a block scrolled back into view is read from the cache, and a failed one is
 * asked again when it comes back into view. Renders nothing.
 */
export function EpgBlocks({ requests, idsOfPage, locale, onRows }: EpgBlocksProps) {
  return requests.map((request) => {
    const ids = idsOfPage(request.page);
    if (ids.length === 0) return null;
    const blockId = `${ids.join(',')}@${request.blockStartSec}`;
    return <EpgBlock key={blockId} blockId={blockId} ids={ids} request={request} locale={locale} onRows={onRows} />;
  });
}

/** Programmes do not move within a visit: a loaded block is never asked again by itself. */
const BLOCK_OPTIONS = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  onError: (error: unknown) => debugLog.warn('[channels] EPG block failed', error),
};

function EpgBlock({
  blockId,
  ids,
  request,
  locale,
  onRows,
}: {
  blockId: string;
  ids: readonly number[];
  request: EpgRequest;
  locale: string;
  onRows: EpgBlocksProps['onRows'];
}) {
  const range = { startSec: request.blockStartSec, endSec: request.blockEndSec };
  const { data } = useSWR(
    epgBlockKey(ids, range.startSec, range.endSec, locale),
    () => getEpg(getBrowserApi(locale), ids, range),
    BLOCK_OPTIONS,
  );
  useEffect(() => {
    if (data) onRows(blockId, data);
  }, [blockId, data, onRows]);
  return null;
}
