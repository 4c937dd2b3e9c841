/** App types of channels, schedules, streams and favorites (live-channels.md section 3). Times keep their unit in the name. */

import type { AdInfo } from '@/player/ads/ad-types';
import type { PlaybackPoint } from '@/player/controls/playback-points';

export interface ChannelCategory {
  id: number;
  slug: string;
  name: string;
  short: string;
  tags: string[];
  channelIds: number[];
}

export interface ProgrammeGenre {
  name: string;
  rowSlug: string | null;
  rowId: number | null;
}

export interface Episode {
  season: number;
  series: number;
  title: string;
  subtitle: string;
  description: string;
}

export interface ScheduleItem {
  id: number;
  parentId: number | null;
  channelId: number;
  contentId: number | null;
  startSec: number;
  realStartSec: number;
  durationSec: number;
  realDurationSec: number;
  /** Calendar day of the start in the schedule's zone, YYYY-MM-DD. */
  date: string;
  formattedTime: string;
  isCurrent: boolean;
  imageSrc: string | null;
  isCatchupAvailable: boolean;
  /** How much of the airing's title the viewer watched (histories.watch_percentage); null when never. */
  watchPercentage: number | null;
  program: {
    title: string;
    age: number | null;
    motionRating: string | null;
    year: number | null;
    genres: ProgrammeGenre[];
    countries: string[];
    persons: { id: number; name: string }[];
    category: { id: number; name: string } | null;
    /** Category id 2 means series (live-channels.md section 3). */
    isSeries: boolean;
    contentType: string;
    ratings: { imdb: number | null; kinopoisk: number | null };
    description: string;
  };
  episode: Episode | null;
}

export interface Programme extends ScheduleItem {
  channel: { id: number; slug: string; name: string };
}

export interface Tracker {
  trackerType: string;
  params: Record<string, string>;
}

export interface ChannelCover {
  src: string;
  bg: string;
  colorBg: string;
  lightBg: string;
  darkBg: string;
}

export interface Channel {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** null when the operator does not say: the parental rule treats an unknown age as adult. */
  age: number | null;
  aspectRatio: string;
  isAvailable: boolean;
  accessError: string | null;
  isPurchased: boolean;
  isFree: boolean;
  isAdult: boolean;
  isHidden: boolean;
  isFixed: boolean;
  is4k: boolean;
  isHd: boolean;
  overlayIcon: string | null;
  cover: ChannelCover;
  colorbackSrc: string | null;
  /** The viewer's favorite entry; id null when the operator only says "favored" (removal looks the entry up). */
  favorite: { id: number | null; priority: number } | null;
  archivedDays: number;
  realArchivedDays: number;
  availableArchivedDays: number;
  categoryIds: number[];
  currentSchedule: ScheduleItem | null;
  currentSchedules: ScheduleItem[];
  streamTypes: string[];
  /** The vitrina source, when `streamTypes` holds `vitrina` (live-channels.md section 3). */
  vitrinaUrl: string | null;
  /** Plays the light variant of its web stream (the channel config's web_vlight). */
  vlight: boolean;
  tags: string[];
  trackers: Tracker[];
}

// The stream answer's ads and playback points are typed by the player that plays them: one shape, and the player
// imports nothing of the app (ARCHITECTURE.md).
export type { AdInfo, AdItem } from '@/player/ads/ad-types';
export type { PlaybackPoint } from '@/player/controls/playback-points';

export interface ChannelStream {
  hls: string;
  hlsMbr: string;
  img: string | null;
  statId: number | null;
  trackers: Tracker[];
  streamInfo: {
    channelId: number;
    programId: number | null;
    isLive: boolean;
    startSec: number | null;
    /** Catch-up of this programme is not allowed: the stream is the looping blackout placeholder. */
    blackout: boolean;
    archivedDays: number;
  };
  playbackPoints: PlaybackPoint[];
  ad: AdInfo;
}

export interface ChannelConfig {
  web: string;
  webVlight: string;
  ad: AdInfo;
}

export interface ChannelPackets {
  channelId: number;
  packetIds: number[];
  havePurchases: boolean;
}

export type FavoriteKind = 'channel' | 'program' | 'content' | 'person';

export type FavoriteTarget =
  { channelId: number } | { programId: number } | { contentId: number } | { personId: number };

export interface Favorite {
  id: number;
  objectId: number;
  objectType: FavoriteKind;
  channelId: number | null;
  programId: number | null;
  contentId: number | null;
  personId: number | null;
  priority: number;
  createdAtSec: number;
  channel: { id: number; slug: string; name: string; cover: string } | null;
  programme: ScheduleItem | null;
  content: { id: number; slug: string; contentType: string; libraryId: number | null; age: number | null } | null;
}

/** One programme block of the EPG grid (GET /v2/channels/epg). */
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
