/**
 * Loaded EPG blocks, keyed by the exact channel ids of a page and the block's start, so a filtered or re-sorted
 * line-up never reads another list's rows. Framework-free: the grid's hook subscribes to it.
 */

import { getEpg, type EpgItem, type EpgRow } from './epg-api';
import type { EpgRequest } from './epg-layout';
import type { ApiClient } from '@/lib/api/client';
import { debugLog } from '../debug-log';

type Loader = (channelIds: readonly number[], range: { startSec: number; endSec: number }) => Promise<EpgRow[]>;

export interface EpgStore {
  /** Starts the requests not loaded or loading yet; `changed` runs whenever a block arrives. */
  ensure(requests: readonly EpgRequest[], idsOfPage: (page: number) => readonly number[]): void;
  /** The loaded programmes of one channel (by start, no duplicates), or undefined when nothing is loaded. */
  itemsOf(channelId: number): EpgItem[] | undefined;
  subscribe(listener: () => void): () => void;
  version(): number;
}

export function createEpgStore(load: Loader, log: (message: string, error: unknown) => void): EpgStore {
  const requested = new Set<string>();
  const byChannel = new Map<number, Map<number, EpgItem>>();
  const sorted = new Map<number, EpgItem[]>();
  const listeners = new Set<() => void>();
  let version = 0;

  const store = (rows: EpgRow[]) => {
    for (const row of rows) {
      const items = byChannel.get(row.channelId) ?? new Map<number, EpgItem>();
      for (const item of row.items) items.set(item.id, item);
      byChannel.set(row.channelId, items);
      sorted.delete(row.channelId);
    }
    version += 1;
    for (const listener of listeners) listener();
  };

  return {
    ensure(requests, idsOfPage) {
      for (const request of requests) {
        const ids = idsOfPage(request.page);
        if (ids.length === 0) continue;
        const key = `${ids.join(',')}@${request.blockStartSec}`;
        if (requested.has(key)) continue;
        requested.add(key);
        load(ids, { startSec: request.blockStartSec, endSec: request.blockEndSec }).then(store, (error: unknown) => {
          // Forget the request so the next scroll over these rows asks again.
          requested.delete(key);
          log(`EPG block ${key} failed`, error);
        });
      }
    },
    itemsOf(channelId) {
      const cached = sorted.get(channelId);
      if (cached) return cached;
      const items = byChannel.get(channelId);
      if (!items) return undefined;
      const list = [...items.values()].sort((a, b) => a.startSec - b.startSec);
      sorted.set(channelId, list);
      return list;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

export function browserEpgStore(api: ApiClient): EpgStore {
  return createEpgStore(
    (ids, range) => getEpg(api, ids, range),
    (message, error) => debugLog.warn(`[channels] ${message}`, error),
  );
}
