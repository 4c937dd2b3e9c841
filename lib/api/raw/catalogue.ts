import type { RawAdInfo } from './channels';

/** The platform's catalogue JSON exactly as sent (platform/docs/catalogue.md); reshaped in lib/api/catalogue.ts. */

export interface RawGenre {
  id: number;
  slug?: string;
  name: string;
  row_slug: string | null;
  row_id: number | null;
}

export interface RawCountry {
  id: number;
  code?: string;
  name: string;
}

export interface RawImage {
  type: string;
  ar?: string;
  src: string;
}

export interface RawContentCard {
  id: number;
  slug: string;
  title?: string;
  name?: string;
  original?: string;
  year: number | null;
  content_type: string;
  parent_id: number | null;
  root_id?: number;
  library_id: number | null;
  age: number | null;
  is_adult: boolean;
  is_cartoon?: boolean;
  is_free?: boolean;
  motion_rating: { text: string } | null;
  category?: string | null;
  genres: RawGenre[];
  countries: RawCountry[];
  description: string;
  images: RawImage[];
  cover: { src_2x3?: string; src_16x9?: string; bg?: string; color_bg?: string } | null;
  ratings: Array<{ type: string; rating: number | string | null }>;
  duration: number | null;
  season: number | null;
  series: number | null;
  is_announcement?: boolean;
  lost_content?: boolean;
  screenshot_url: string | null;
  screenshot_timings: string | null;
}

export interface RawPlaybackPoint {
  type: string;
  start: number;
  end?: number | null;
  button?: { action: string };
}

export interface RawContent extends RawContentCard {
  persons: Array<{ id: number; slug: string; name: string; image: string; role: string }>;
  trailers: Array<{ id: number; title?: string }>;
  contents: RawContentCard[];
  playback_points?: RawPlaybackPoint[];
  last_seen_channel_ids?: number[];
  breadcrumbs?: Array<{ id: number; slug: string; title: string; content_type: string }>;
}

/** An entry of `GET /v2/contents/{slug}/episodes`: the operator's flat list holds episodes, not seasons (wire format C). */
export interface RawEpisode {
  id: number;
  slug: string;
  title: string;
  content_type: string;
  season: number | null;
  series: number | null;
  description: string;
  duration: number | null;
  cover: { src_2x3?: string; src_16x9?: string } | null;
  is_announcement: boolean;
}

export interface RawCatchup {
  id: number;
  channel_id: number;
  start_at: number;
  end_at?: number;
  current: boolean;
  is_catchup_available?: boolean;
}

export interface RawPersonCard {
  id: number;
  slug: string;
  name: string;
  image?: string;
  image_url?: string;
  role: string;
  /** Top-level titles the person is credited on; only rows that count them (the stars row) send it. */
  contents_count?: number;
}

export interface RawPerson extends RawPersonCard {
  bio: string;
  roles?: string[];
  birth_year?: number | null;
  counts?: { movie: number; series: number; program: number; total: number };
}

export interface RawChannelCard {
  id: number;
  slug: string;
  name: string;
  logo?: string;
  age?: number;
  is_adult?: boolean;
  is_free?: boolean;
}

export interface RawDestination {
  type: string;
  id?: number;
  slug?: string;
  library_id?: number | null;
  id_no_ott?: number;
  src?: string;
  title?: string;
  description?: string;
}

export interface RawScaledImage {
  url: string;
  width: number;
  height: number;
}

export interface RawPromotion {
  id: number;
  title: string;
  short?: string;
  description?: string;
  destination: RawDestination;
  background?: string;
  color_bg?: string;
  images?: RawImage[];
  graphic_title?: Partial<Record<'tv' | 'mobile', Partial<Record<'x1' | 'x2' | 'x3', RawScaledImage>>>>;
  /** On items leading to a packet: billing's brief of it as the caller sees it. */
  packet?: RawPromoPacket;
}

export interface RawPeriodHuman {
  days: number;
  months: number;
  years: number;
}

export interface RawPromoPacket {
  id: number;
  name: string;
  short?: string;
  price: string;
  total_price?: string;
  currency?: string;
  period_human: RawPeriodHuman;
  trial_price?: string | null;
  trial_period_human?: RawPeriodHuman | null;
  is_trial?: boolean;
  base?: boolean;
  channels_count?: number;
  custom_name?: string | null;
  is_subscribed?: boolean;
  periods?: Array<{ id: number; period_human: RawPeriodHuman; amount: string }>;
}

export interface RawHistoryItem {
  id: number;
  content: RawContentCard;
  content_episode: { id: number; slug: string; season: number | null; series: number | null; title: string } | null;
  seconds: number;
  duration: number;
  watch_percentage: number;
  screenshot: string;
  updated_at: number;
}

export interface RawRow {
  id: number | null;
  slug: string;
  title: string;
  description: string;
  template: string;
  content_type: string;
  count?: number;
  more_count: number;
  limit: number;
  offset: number;
  library_id: number | null;
  loop_count: number;
  contents: Array<RawContentCard | RawPersonCard | RawChannelCard | RawHistoryItem>;
  /** A channel row of the operator (rows/freechannels). */
  channels?: RawChannelCard[];
  promotions: RawPromotion[];
  /** Seconds an operator lets clients keep the row (live-channels.md section 9). */
  cache_timeout?: number | null;
}

export interface RawPage {
  id: number;
  slug: string;
  title: string;
  description: string;
  template: string;
  icon: string | null;
  library_id: number | null;
  url: string | null;
  logo?: { tv_x3?: string };
  rows?: RawRow[];
}

export interface RawLibrary {
  id: number;
  title: string;
  cover?: { bg?: string; color_bg?: string };
}

export interface RawMetaButton {
  button_type: string;
  caption: string;
  sub_caption?: string;
  icon?: string;
  play_after?: boolean;
  show_options?: boolean;
  button_data?: {
    content_id?: number;
    library_id?: number | null;
    packet_ids?: number[];
    content_schedule?: RawContentSchedule | null;
  };
}

export interface RawContentSchedule {
  channel_id: number;
  start_at: number;
  program_id?: number;
}

export interface RawContentMeta {
  id: number;
  history: { seconds: number; duration?: number; updated_at?: number | null } | null;
  stream_using: { library_id: number | null; content_schedule: RawContentSchedule | null } | null;
  is_purchased: boolean;
  is_available: boolean;
  is_lost: boolean;
  favorite: boolean | null;
  favorite_id?: number | null;
  buttons: RawMetaButton[];
  min_price: string | null;
  packet_ids?: number[];
  next_to_play: { id: number; slug?: string; season?: number | null; series?: number | null } | null;
  license_info: unknown;
  user_license_info: unknown;
}

export interface RawVodStream {
  hls: string | null;
  hls_mbr: string | null;
  dash?: string | null;
  drm?: { type: string; license_url: string; keys?: Record<string, string> } | null;
  content_id?: number;
  library_id?: number | null;
  seconds?: number;
  img: string | null;
  packshots: Array<{ url: string }>;
  playback_points: RawPlaybackPoint[];
  stat: { id: number } | null;
  /** The channel streams' roll structure (live-channels.md section 3). */
  ad: RawAdInfo | null;
}

export interface RawSuggestions {
  suggestions: Array<{ text: string }>;
  contents?: RawContentCard[];
  persons?: RawPersonCard[];
  channels?: RawChannelCard[];
}

export interface RawSearchFound {
  id: number;
  title: string;
  text: string;
  content_type: string;
  object_id: number;
  created_at: number;
}
