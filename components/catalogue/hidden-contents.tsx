'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { rowWithoutHidden } from '@/lib/catalogue/hidden-contents';
import type { Row } from '@/lib/api/types/catalogue';

const HiddenContentsContext = createContext<ReadonlySet<number>>(new Set());

/**
 * The titles this brand build hides (HIDDEN_CONTENT_IDS), handed from the layout to the rows the browser loads
 * itself (next pages, personal rows, /my): the server filters what it renders, the browser what it fetches later.
 */
export function HiddenContentsProvider({ ids, children }: { ids: readonly number[]; children: ReactNode }) {
  const hidden = useMemo(() => new Set(ids), [ids]);
  return <HiddenContentsContext.Provider value={hidden}>{children}</HiddenContentsContext.Provider>;
}

/** A row as this build shows it: without hidden titles in its contents or its viewing history. */
export function useRowWithoutHidden(): (row: Row) => Row {
  const hidden = useContext(HiddenContentsContext);
  return useMemo(() => (row: Row) => rowWithoutHidden(row, hidden), [hidden]);
}
