import type {
  RawAdInfo,
  RawChannel,
  RawChannelCategory,
  RawChannelStream,
  RawScheduleItem,
  RawTracker,
} from './raw/channels';
import type { AdInfo, Channel, ChannelCategory, ChannelStream, ScheduleItem, Tracker } from './types/channels';
import { cssColor, cssImageUrl, isHttpUrl } from '../rules/safe-url';

/**
 * Raw platform JSON to app types for channels (lib/api/channels.ts calls). Aliases other operators send
 * (isPurchased, is_hd, rating_age, content_episode) are unified here.
 */

/** Schedule category id 2 marks series (live-channels.md section 3). */
export const SERIES_CATEGORY_ID = 2;

/** The most the viewer watched of the airing's title, 0-100; null when no history says anything. */
function watchPercentageOf(histories: readonly { watch_percentage: number }[]): number | null {
  const shares = histories.map((history) => history.watch_percentage).filter((share) => share > 0);
  return shares.length ? Math.min(100, Math.max(...shares)) : null;
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
    watchPercentage: watchPercentageOf(raw.histories ?? []),
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
  // Operators mark a favorite channel with its favorite entry, or only with favored / is_favored (section 3).
  const favorite = raw.favorite ?? (raw.favored || raw.is_favored ? { id: null, priority: 0 } : null);
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
    // Loaded as an image on every card and the player: an http(s) address or nothing, not an empty or odd string.
    overlayIcon: isHttpUrl(raw.overlay_icon) ? raw.overlay_icon : null,
    cover: {
      src: raw.cover.src,
      bg: cssImageUrl(raw.cover.bg) ?? '',
      colorBg: cssColor(raw.cover.color_bg) ?? '',
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
    currentSchedules: (raw.current_schedules ?? (raw.current_schedule ? [raw.current_schedule] : [])).map(
      toScheduleItem,
    ),
    streamTypes: raw.stream_types.map((each) => each.type),
    vitrinaUrl: raw.vitrina_url || null,
    vlight: raw.vlight === true,
    tags: raw.tags,
    trackers: raw.trackers.map(toTracker),
  };
}

export function toAdInfo(raw: RawAdInfo): AdInfo {
  const items = (list: RawAdInfo['pre_roll']) =>
    list.map((each) => ({ adTag: each.ad_tag, step: each.step, aliases: each.aliases }));
  return {
    preRoll: items(raw.pre_roll),
    middleRoll: items(raw.middle_roll),
    middleRollPoints: raw.middle_roll_points.map((point) => ({ positionMs: point.position, urls: point.urls })),
    postPauseRoll: items(raw.post_pause_roll),
    maxAdvertising: raw.max_advertising,
    allowDisable: raw.allow_disable ?? false,
  };
}

export const toCategory = (raw: RawChannelCategory): ChannelCategory => ({
  id: raw.id,
  slug: raw.slug,
  name: raw.name,
  short: raw.short,
  tags: raw.tags,
  channelIds: raw.channels,
});

export function toChannelStream(raw: RawChannelStream): ChannelStream {
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
      blackout: raw.stream_info.blackout === true,
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
