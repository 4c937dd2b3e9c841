'use client';

import { useCallback, useState } from 'react';
import type { EpgItem, EpgRow } from '@/lib/api/types/channels';

/** The loaded programmes of each channel of the grid, by start and without duplicates. */
export type EpgItems = ReadonlyMap<number, EpgItem[]>;

/**
 * Adds a block's rows: only the channels in it get a new list (a block repeating a programme of another block
 * replaces it), so the other rows keep their lists and do not render again.
 */
export function addEpgRows(current: EpgItems, rows: readonly EpgRow[]): EpgItems {
  if (rows.length === 0) return current;
  const next = new Map(current);
  for (const row of rows) {
    const byId = new Map((next.get(row.channelId) ?? []).map((item) => [item.id, item]));
    for (const item of row.items) byId.set(item.id, item);
    next.set(
      row.channelId,
      [...byId.values()].sort((a, b) => a.startSec - b.startSec),
    );
  }
  return next;
}

/**
 * The grid's index of the blocks SWR has loaded (the data itself lives in SWR, one key per block): `addBlock`
 * takes a block's rows each time SWR hands them over, and adds a block's answer once.
 */
export function useEpgItems() {
  const [state, setState] = useState<{ added: ReadonlyMap<string, readonly EpgRow[]>; items: EpgItems }>(() => ({
    added: new Map(),
    items: new Map(),
  }));
  const addBlock = useCallback((key: string, rows: readonly EpgRow[]) => {
    setState((current) =>
      current.added.get(key) === rows
        ? current
        : { added: new Map(current.added).set(key, rows), items: addEpgRows(current.items, rows) },
    );
  }, []);
  return { items: state.items, addBlock };
}
