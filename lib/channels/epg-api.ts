import type { ApiClient } from '@/lib/api/client';

/** One programme block of the EPG grid (GET /v2/channels/epg, platform/docs/channels.md). */
export interface EpgItem {
  id: number;
  startSec: number;
  durationSec: number;
  title: string;
  age: number | null;
  isCatchupAvailable: boolean;
}

export interface EpgRow {
  channelId: number;
  items: EpgItem[];
}

interface RawEpgRow {
  channel_id: number;
  items: {
    id: number;
    timestamp: number;
    duration: number;
    title: string;
    age: number | null;
    is_catchup_available: boolean;
  }[];
}

/** A guide block is as fresh as a schedule needs to be: programmes do not move within minutes. */
const EPG_CACHE_MS = 300_000;

/** Programmes of several channels over [startSec, endSec): one call per page of rows and block of time. */
export async function getEpg(
  api: ApiClient,
  channelIds: readonly number[],
  range: { startSec: number; endSec: number },
  signal?: AbortSignal,
): Promise<EpgRow[]> {
  const raw = await api.get<RawEpgRow[]>('/v2/channels/epg', {
    query: { channel_ids: channelIds.join(','), start: range.startSec, end: range.endSec },
    cacheMs: EPG_CACHE_MS,
    signal,
  });
  return raw.map((row) => ({
    channelId: row.channel_id,
    items: row.items.map((item) => ({
      id: item.id,
      startSec: item.timestamp,
      durationSec: item.duration,
      title: item.title,
      age: item.age,
      isCatchupAvailable: item.is_catchup_available,
    })),
  }));
}
