import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient } from './client';
import type {
  RawAdInfo,
  RawChannel,
  RawChannelCategory,
  RawChannelConfig,
  RawChannelPackets,
  RawChannelStream,
  RawProgramme,
  RawScheduleItem,
  RawTracker,
} from './raw/channels';
import type {
  AdInfo,
  Channel,
  ChannelCategory,
  ChannelConfig,
  ChannelPackets,
  ChannelStream,
  Programme,
  ScheduleItem,
  Tracker,
} from './types/channels';

/** Schedule category id 2 marks series (live-channels.md section 3). */
export const SERIES_CATEGORY_ID = 2;

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

export function toScheduleItem(raw: RawScheduleItem): ScheduleItem {
  const rating = (type: string) => raw.program.ratings.find((each) => each.type === type)?.rating ?? null;
  const episode = raw.episode ?? raw.content_episode ?? null;
  return {
    id: raw.id,
    parentId: raw.parent_id,
    channelId: raw.channel_id,
    contentId: raw.content_id,
    startSec: raw.timestamp,
    realStartSec: raw.real_timestamp ?? raw.timestamp,
    durationSec: raw.duration,
    realDurationSec: raw.real_duration ?? raw.duration,
    date: raw.date,
    formattedTime: raw.formatted_time,
    isCurrent: raw.current,
    imageSrc: raw.image_src,
    isCatchupAvailable: raw.is_catchup_available,
    program: {
      title: raw.program.title,
      age: raw.program.age,
      motionRating: raw.program.motion_rating,
      year: raw.program.year,
      genres: raw.program.genres.map((genre) => ({ name: genre.name, rowSlug: genre.row_slug, rowId: genre.row_id })),
      countries: raw.program.countries,
      persons: raw.program.persons,
      category: raw.program.category,
      isSeries: raw.program.category?.id === SERIES_CATEGORY_ID,
      contentType: raw.program.content_type,
      ratings: { imdb: rating('imdb'), kinopoisk: rating('kinopoisk') },
      description: raw.program.description,
    },
    episode: episode ? { ...episode } : null,
  };
}

const toTracker = (raw: RawTracker): Tracker => ({ trackerType: raw.tracker_type, params: raw.params });

export function toChannel(raw: RawChannel): Channel {
  const favorite = raw.favorite ?? null;
  return {
    id: raw.id,
    slug: raw.slug,
    name: raw.name,
    description: raw.description,
    age: raw.age ?? raw.rating_age ?? null,
    aspectRatio: raw.aspect_ratio,
    isAvailable: raw.is_available,
    accessError: raw.access_error,
    isPurchased: raw.is_purchased ?? raw.isPurchased ?? false,
    isFree: raw.is_free,
    isAdult: raw.is_adult ?? raw.tags.includes('is_adult'),
    isHidden: raw.is_hidden,
    isFixed: raw.is_fixed,
    is4k: raw.is_4k,
    isHd: raw.hd ?? raw.is_hd ?? false,
    overlayIcon: raw.overlay_icon,
    cover: {
      src: raw.cover.src,
      bg: raw.cover.bg,
      colorBg: raw.cover.color_bg,
      lightBg: raw.cover.light_bg,
      darkBg: raw.cover.dark_bg,
    },
    colorbackSrc: raw.images.find((image) => image.itype === 'colorback')?.src ?? null,
    favorite: favorite ? { id: favorite.id, priority: favorite.priority } : null,
    archivedDays: raw.archived_days,
    realArchivedDays: raw.real_archived_days,
    availableArchivedDays: raw.available_archived_days,
    categoryIds: raw.categories ?? [],
    currentSchedule: raw.current_schedule ? toScheduleItem(raw.current_schedule) : null,
    currentSchedules: (raw.current_schedules ?? (raw.current_schedule ? [raw.current_schedule] : [])).map(toScheduleItem),
    streamTypes: raw.stream_types.map((each) => each.type),
    tags: raw.tags,
    trackers: raw.trackers.map(toTracker),
  };
}

function toAdInfo(raw: RawAdInfo): AdInfo {
  const items = (list: RawAdInfo['pre_roll']) => list.map((each) => ({ adTag: each.ad_tag, step: each.step, aliases: each.aliases }));
  return {
    preRoll: items(raw.pre_roll),
    middleRoll: items(raw.middle_roll),
    middleRollPoints: raw.middle_roll_points.map((point) => ({ positionMs: point.position, urls: point.urls })),
    postPauseRoll: items(raw.post_pause_roll),
    maxAdvertising: raw.max_advertising,
    allowDisable: raw.allow_disable ?? false,
  };
}

const toCategory = (raw: RawChannelCategory): ChannelCategory => ({
  id: raw.id,
  slug: raw.slug,
  name: raw.name,
  short: raw.short,
  tags: raw.tags,
  channelIds: raw.channels,
});

export async function getChannelCategories(api: ApiClient): Promise<ChannelCategory[]> {
  const raw = await api.get<RawChannelCategory[]>('/v2/channels/category_list', { cacheMs: CACHE_LIFETIME_MS.channelLists });
  return raw.map(toCategory);
}

export async function getChannelList(api: ApiClient): Promise<Channel[]> {
  const raw = await api.get<RawChannel[]>('/v2/channels/channel_list', { cacheMs: CACHE_LIFETIME_MS.channelLists });
  return raw.map(toChannel);
}

/** The caller's list: purchases and favorites; favorites changes clear it (lib/api/favorites.ts). */
export async function getUserChannelList(api: ApiClient): Promise<Channel[]> {
  const raw = await api.get<RawChannel[]>('/v2/users/self/channel_list', { cacheMs: CACHE_LIFETIME_MS.channelLists });
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

/** Never cached: every answer opens its own playback stat. */
export async function getChannelStream(api: ApiClient, channelId: number | string, options: StreamOptions = {}): Promise<ChannelStream> {
  const raw = await api.get<RawChannelStream>(`/v2/channels/${numericChannelId(channelId)}/stream`, {
    cacheMs: CACHE_LIFETIME_MS.none,
    signal: options.signal,
    query: { type: 'hls', ts: options.ts ?? undefined, preview: flag(options.preview), force_https: flag(options.forceHttps), history: flag(options.history) },
  });
  return {
    hls: raw.hls,
    hlsMbr: raw.hls_mbr,
    img: raw.img,
    statId: raw.stat?.id ?? null,
    trackers: raw.trackers.map(toTracker),
    streamInfo: {
      channelId: raw.stream_info.channel_id,
      programId: raw.stream_info.program_id,
      isLive: raw.stream_info.is_live,
      startSec: raw.stream_info.start,
      archivedDays: raw.stream_info.archived_days,
    },
    playbackPoints: raw.playback_points.map((point) => ({
      type: point.type,
      startMs: point.start,
      endMs: point.end ?? null,
      action: point.button?.action ?? null,
    })),
    ad: toAdInfo(raw.ad),
  };
}

export async function getChannelConfig(api: ApiClient, channelId: number | string, options: StreamOptions = {}): Promise<ChannelConfig> {
  const raw = await api.get<RawChannelConfig>(`/v2/channels/${numericChannelId(channelId)}/stream`, {
    cacheMs: CACHE_LIFETIME_MS.none,
    signal: options.signal,
    query: { type: 'config', ts: options.ts ?? undefined, preview: flag(options.preview), force_https: flag(options.forceHttps) },
  });
  return { web: raw.config.web, webVlight: raw.config.web_vlight, ad: toAdInfo(raw.ad) };
}

export interface ScheduleRange {
  startSec?: number;
  endSec?: number;
}

export async function getChannelSchedule(api: ApiClient, channelId: number | string, range: ScheduleRange = {}): Promise<ScheduleItem[]> {
  const raw = await api.get<RawScheduleItem[]>(`/v2/channels/${numericChannelId(channelId)}/content_schedule`, {
    query: { start: range.startSec, end: range.endSec },
  });
  return raw.map(toScheduleItem);
}

export async function getProgramme(api: ApiClient, programmeId: number): Promise<Programme> {
  const raw = await api.get<RawProgramme>(`/v2/programs/${programmeId}`);
  return { ...toScheduleItem(raw), channel: raw.channel };
}

export async function getProgrammeSchedule(api: ApiClient, programmeId: number, range: ScheduleRange = {}): Promise<ScheduleItem[]> {
  const raw = await api.get<RawScheduleItem[]>(`/v2/programs/${programmeId}/schedule`, { query: { start: range.startSec, end: range.endSec } });
  return raw.map(toScheduleItem);
}

/** Packets that open a channel (the quick-sale modal loads them by id) and whether the caller holds any packet. */
export async function getChannelPackets(api: ApiClient, channelIdOrSlug: number | string): Promise<ChannelPackets> {
  const raw = await api.get<RawChannelPackets>(`/v2/channels/${encodeURIComponent(String(channelIdOrSlug))}/packets`);
  return { channelId: raw.channel_id, packetIds: raw.packet_ids, havePurchases: raw.have_purchases };
}
