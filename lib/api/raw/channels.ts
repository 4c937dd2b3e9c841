/**
 * Platform JSON of the channel, schedule, stream and favorite calls, exactly as platform/docs/channels.md shows it.
 * Fields other operators name differently (isPurchased, is_hd, rating_age, favored, is_favored) are optional
 * aliases the reshaping in lib/api/channels.ts unifies.
 */

export interface RawChannelCategory {
  id: number;
  slug: string;
  name: string;
  short: string;
  tags: string[];
  channels: number[];
}

export interface RawProgrammeGenre {
  name: string;
  row_slug: string | null;
  row_id: number | null;
}

export interface RawScheduleItem {
  id: number;
  parent_id: number | null;
  channel_id: number;
  content_id: number | null;
  timestamp: number;
  real_timestamp: number;
  duration: number;
  real_duration: number;
  date: string;
  formatted_time: string;
  current: boolean;
  image_src: string | null;
  is_catchup_available: boolean;
  /** The viewer's watch of the airing's title (wire format: Schedule.histories). */
  histories?: { watch_percentage: number }[];
  program: {
    title: string;
    age: number | null;
    motion_rating: string | null;
    year: number | null;
    genres: RawProgrammeGenre[];
    countries: string[];
    persons: { id: number; name: string }[];
    category: { id: number; name: string } | null;
    content_type: string;
    ratings: { type: string; rating: number }[];
    description: string;
  };
  episode?: RawEpisode | null;
  content_episode?: RawEpisode | null;
}

export interface RawEpisode {
  season: number;
  series: number;
  title: string;
  subtitle: string;
  description: string;
}

export interface RawProgramme extends RawScheduleItem {
  channel: { id: number; slug: string; name: string };
}

export interface RawTracker {
  tracker_type: string;
  params: Record<string, string>;
}

export interface RawChannel {
  id: number;
  slug: string;
  name: string;
  description: string;
  source?: string;
  vitrina_url?: string | null;
  vlight?: boolean;
  age?: number | null;
  rating_age?: number | null;
  aspect_ratio: string;
  is_available: boolean;
  access_error: string | null;
  is_purchased?: boolean;
  isPurchased?: boolean;
  is_free: boolean;
  is_adult?: boolean;
  is_hidden: boolean;
  is_fixed: boolean;
  is_4k: boolean;
  hd?: boolean;
  is_hd?: boolean;
  overlay_icon: string | null;
  cover: { src: string; bg: string; color_bg: string; light_bg: string; dark_bg: string };
  images: { itype: string; src: string }[];
  favorite?: { id: number; priority: number } | null;
  favored?: boolean;
  is_favored?: boolean;
  archived_days: number;
  real_archived_days: number;
  available_archived_days: number;
  categories?: number[];
  current_schedule: RawScheduleItem | null;
  current_schedules?: RawScheduleItem[];
  stream_types: { type: string }[];
  tags: string[];
  trackers: RawTracker[];
}

export interface RawAdItem {
  ad_tag: string;
  step: number;
  aliases: string[];
}

export interface RawAdInfo {
  pre_roll: RawAdItem[];
  middle_roll: RawAdItem[];
  middle_roll_points: { position: number; urls: string[] }[];
  post_pause_roll: RawAdItem[];
  max_advertising: number;
  allow_disable?: boolean;
}

export interface RawChannelStream {
  hls: string;
  hls_mbr: string;
  img: string | null;
  stat: { id: number } | null;
  trackers: RawTracker[];
  stream_info: {
    channel_id: number;
    program_id: number | null;
    is_live: boolean;
    start: number | null;
    /** The programme at `start` is blacked out: hls is the looping placeholder (platform/docs/channels.md). */
    blackout?: boolean;
    archived_days: number;
  };
  playback_points: { type: string; start: number; end?: number | null; button?: { action: string } }[];
  ad: RawAdInfo;
}

export interface RawChannelConfig {
  config: { web: string; web_vlight: string };
  ad: RawAdInfo;
}

export interface RawChannelPackets {
  channel_id: number;
  packet_ids: number[];
  have_purchases: boolean;
}

export interface RawFavorite {
  id: number;
  object_id: number;
  object_type: 'channel' | 'program' | 'content' | 'person';
  channel_id: number | null;
  program_id: number | null;
  content_id: number | null;
  person_id: number | null;
  priority: number;
  created_at: number;
  channel?: { id: number; slug: string; name: string; cover: string } | null;
  program?: RawScheduleItem | null;
  content?: { id: number; slug: string; content_type: string; library_id: number | null; age: number | null } | null;
}

/** One channel's row of the EPG grid (GET /v2/channels/epg, platform/docs/channels.md). */
export interface RawEpgRow {
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
