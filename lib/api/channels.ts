import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient } from './client';
import { toAdInfo, toCategory, toChannel, toChannelStream, toScheduleItem } from './channels-reshape';
import type {
  RawChannel,
  RawChannelCategory,
  RawChannelConfig,
  RawChannelPackets,
  RawChannelStream,
  RawEpgRow,
  RawProgramme,
  RawScheduleItem,
} from './raw/channels';
import type {
  Channel,
  ChannelCategory,
  ChannelConfig,
  ChannelPackets,
  ChannelStream,
  EpgRow,
  Programme,
  ScheduleItem,
} from './types/channels';

const CATEGORY_LIST_PATH = '/v2/channels/category_list';
const USER_CHANNEL_LIST_PATH = '/v2/users/self/channel_list';

/** Stream and schedule calls need a numeric channel id; anything else is refused before a request (section 5). */
export class InvalidChannelIdError extends Error {
  constructor(readonly value: unknown) {
    super(`Channel id must be numeric: ${String(value)}`);
    this.name = 'InvalidChannelIdError';
  }
}

export function numericChannelId(value: unknown): number {
  const text = String(value);
  if (!/^\d+$/.test(text)) throw new InvalidChannelIdError(value);
  return Number(text);
}

export async function getChannelCategories(api: ApiClient): Promise<ChannelCategory[]> {
  const raw = await api.get<RawChannelCategory[]>(CATEGORY_LIST_PATH, {
    cacheMs: CACHE_LIFETIME_MS.channelLists,
  });
  return raw.map(toCategory);
}

export async function getChannelList(api: ApiClient): Promise<Channel[]> {
  const raw = await api.get<RawChannel[]>('/v2/channels/channel_list', { cacheMs: CACHE_LIFETIME_MS.channelLists });
  return raw.map(toChannel);
}

/** The caller's list: purchases and favorites; favorites changes clear it (lib/api/favorites.ts). */
export async function getUserChannelList(api: ApiClient): Promise<Channel[]> {
  const raw = await api.get<RawChannel[]>(USER_CHANNEL_LIST_PATH, { cacheMs: CACHE_LIFETIME_MS.channelLists });
  return raw.map(toChannel);
}

export async function getChannel(api: ApiClient, idOrSlug: number | string): Promise<Channel> {
  return toChannel(await api.get<RawChannel>(`/v2/channels/${encodeURIComponent(String(idOrSlug))}`));
}

export interface StreamOptions {
  /** Unix seconds to start the archive at; omitted for live. */
  ts?: number | null;
  preview?: boolean;
  forceHttps?: boolean;
  history?: boolean;
  signal?: AbortSignal;
}

const flag = (value: boolean | undefined) => (value ? 1 : undefined);

/**
 * An https page cannot load http media (mixed content), so its stream calls ask the operator for https addresses
 * with force_https=true (operator-wire-format.md, "Pass force_https=true for https URLs"); a caller may say otherwise.
 */
function forceHttpsQuery(forceHttps: boolean | undefined): 'true' | undefined {
  const pageIsHttps = typeof window !== 'undefined' && window.location?.protocol === 'https:';
  return (forceHttps ?? pageIsHttps) ? 'true' : undefined;
}

/** Never cached: every answer opens its own playback stat. */
export async function getChannelStream(
  api: ApiClient,
  channelId: number | string,
  options: StreamOptions = {},
): Promise<ChannelStream> {
  const raw = await api.get<RawChannelStream>(`/v2/channels/${numericChannelId(channelId)}/stream`, {
    cacheMs: CACHE_LIFETIME_MS.none,
    signal: options.signal,
    query: {
      type: 'hls',
      ts: options.ts ?? undefined,
      preview: flag(options.preview),
      force_https: forceHttpsQuery(options.forceHttps),
      history: flag(options.history),
    },
  });
  return toChannelStream(raw);
}

export async function getChannelConfig(
  api: ApiClient,
  channelId: number | string,
  options: StreamOptions = {},
): Promise<ChannelConfig> {
  const raw = await api.get<RawChannelConfig>(`/v2/channels/${numericChannelId(channelId)}/stream`, {
    cacheMs: CACHE_LIFETIME_MS.none,
    signal: options.signal,
    query: {
      type: 'config',
      ts: options.ts ?? undefined,
      preview: flag(options.preview),
      force_https: forceHttpsQuery(options.forceHttps),
    },
  });
  return { web: raw.config.web, webVlight: raw.config.web_vlight, ad: toAdInfo(raw.ad) };
}

export interface ScheduleRange {
  startSec?: number;
  endSec?: number;
}

export async function getChannelSchedule(
  api: ApiClient,
  channelId: number | string,
  range: ScheduleRange = {},
): Promise<ScheduleItem[]> {
  const raw = await api.get<RawScheduleItem[]>(`/v2/channels/${numericChannelId(channelId)}/content_schedule`, {
    query: { start: range.startSec, end: range.endSec },
  });
  return raw.map(toScheduleItem);
}

/** The viewer's channel list and the categories are asked afresh next time, past the response cache. */
export function forgetChannelLists(api: ApiClient): void {
  api.clearCache(USER_CHANNEL_LIST_PATH);
  api.clearCache(CATEGORY_LIST_PATH);
}

/** Programmes of several channels over [startSec, endSec): the EPG grid asks one per page of rows and block of time. */
export async function getEpg(
  api: ApiClient,
  channelIds: readonly number[],
  range: { startSec: number; endSec: number },
): Promise<EpgRow[]> {
  const raw = await api.get<RawEpgRow[]>('/v2/channels/epg', {
    query: { channel_ids: channelIds.join(','), start: range.startSec, end: range.endSec },
    cacheMs: CACHE_LIFETIME_MS.epg,
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

export async function getProgramme(api: ApiClient, programmeId: number): Promise<Programme> {
  const raw = await api.get<RawProgramme>(`/v2/programs/${programmeId}`);
  return { ...toScheduleItem(raw), channel: raw.channel };
}

export async function getProgrammeSchedule(
  api: ApiClient,
  programmeId: number,
  range: ScheduleRange = {},
): Promise<ScheduleItem[]> {
  const raw = await api.get<RawScheduleItem[]>(`/v2/programs/${programmeId}/schedule`, {
    query: { start: range.startSec, end: range.endSec },
  });
  return raw.map(toScheduleItem);
}

/** Packets that open a channel (the quick-sale modal loads them by id) and whether the caller holds any packet. */
export async function getChannelPackets(api: ApiClient, channelIdOrSlug: number | string): Promise<ChannelPackets> {
  const raw = await api.get<RawChannelPackets>(`/v2/channels/${encodeURIComponent(String(channelIdOrSlug))}/packets`);
  return { channelId: raw.channel_id, packetIds: raw.packet_ids, havePurchases: raw.have_purchases };
}
