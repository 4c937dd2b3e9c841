import type { AdInfo, PlaybackPoint } from './channels';

/** App-side catalogue types (catalogue-vod-billing.md section 3), reshaped from the platform JSON by lib/api/catalogue.ts. */

/** Playback points and ads have one shape for channel and VOD streams, so the player treats both alike. */
export type { AdInfo, PlaybackPoint };

export type ContentType = 'movie' | 'series' | 'season' | 'episode' | 'program' | 'serial';

export interface Genre {
  id: number;
  slug: string | null;
  name: string;
  rowSlug: string | null;
  rowId: number | null;
}

export interface Country {
  id: number;
  code: string | null;
  name: string;
}

export interface ContentImage {
  type: string;
  aspectRatio: string | null;
  src: string;
}

export interface ContentCover {
  src2x3: string | null;
  src16x9: string | null;
  bg: string | null;
  colorBg: string | null;
}

/** Raw rating values; zero or non-numeric ones are null here, since the UI hides them (section 5). */
export interface Ratings {
  imdb: number | null;
  kinopoisk: number | null;
}

export interface ContentSummary {
  id: number;
  slug: string;
  title: string;
  original: string;
  year: number | null;
  contentType: ContentType;
  parentId: number | null;
  rootId: number;
  libraryId: number | null;
  age: number;
  isAdult: boolean;
  isCartoon: boolean;
  isFree: boolean;
  /** Named "4K" in its title: clients filter these from row lists (section 5). */
  is4k: boolean;
  motionRating: string | null;
  category: string | null;
  genres: Genre[];
  countries: Country[];
  description: string;
  images: ContentImage[];
  cover: ContentCover;
  ratings: Ratings;
  durationSec: number;
  season: number | null;
  /** Episode number within its season. */
  episode: number | null;
  isAnnouncement: boolean;
  isLost: boolean;
  screenshotUrlTemplate: string | null;
  seekPointsUrl: string | null;
}

export interface PersonCredit {
  id: number;
  slug: string;
  name: string;
  image: string;
  role: string;
}

export interface Content extends ContentSummary {
  persons: PersonCredit[];
  trailers: Array<{ id: number; title: string }>;
  /** Seasons of a series, episodes of a season. */
  children: ContentSummary[];
  playbackPoints: PlaybackPoint[];
  lastSeenChannelIds: number[];
  breadcrumbs: Array<{ id: number; slug: string; title: string; contentType: ContentType }>;
}

/** The episodes of one season number, in episode order; `season` null holds the episodes the operator numbered no season. */
export interface Season {
  season: number | null;
  episodes: ContentSummary[];
}

export interface Catchup {
  id: number;
  channelId: number;
  startSec: number;
  endSec: number | null;
  isCurrent: boolean;
  isCatchupAvailable: boolean;
}

export interface PersonCard {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  role: string;
  /** How many titles the person is credited on, where the row counted them. */
  contentsCount?: number;
}

export interface Person extends PersonCard {
  bio: string;
  roles: string[];
  birthYear: number | null;
  counts: { movie: number; series: number; program: number; total: number } | null;
}

export interface ChannelCard {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  age: number;
  isAdult: boolean;
  isFree: boolean;
}

export type DestinationType =
  'open_url' | 'enter_promo_key' | 'content' | 'row' | 'packet' | 'channel' | 'rowset' | 'last_channel' | 'text';

export interface PromoDestination {
  type: DestinationType | string;
  id: number | null;
  slug: string | null;
  libraryId: number | null;
  idNoOtt: number | null;
  src: string | null;
  title: string | null;
  description: string | null;
}

/** One graphic title: the x1 picture and its size in CSS pixels, and the x1 to x3 pictures for the pixel ratio. */
export interface GraphicTitle {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface Promotion {
  id: number;
  title: string;
  short: string;
  description: string;
  destination: PromoDestination;
  background: string | null;
  colorBg: string | null;
  images: ContentImage[];
  /** The title as a picture (section 3, graphic_title), for TV-sized and phone-sized screens; null when not sent. */
  graphicTitle: { tv: GraphicTitle | null; mobile: GraphicTitle | null };
  /** The packet an item leads to, as the viewer sees it (packet_promo, packet_promo_base, donate_packs). */
  packet: PromoPacket | null;
}

export interface PromoPeriod {
  days: number;
  months: number;
  years: number;
}

export interface PromoPacket {
  id: number;
  name: string;
  short: string;
  /** Money stays a decimal string ("2490.00"), as billing sends it. */
  price: string;
  currency: string | null;
  period: PromoPeriod;
  /** Set while the viewer can still take the trial. */
  trial: { price: string; period: PromoPeriod } | null;
  base: boolean;
  channelsCount: number;
  subscribed: boolean;
  /** Purchase periods with their amounts, the first the packet's own period. */
  periods: Array<{ id: number; period: PromoPeriod; amount: string }>;
}

export interface HistoryItem {
  id: number;
  content: ContentSummary;
  episode: { id: number; slug: string; season: number | null; episode: number | null; title: string } | null;
  seconds: number;
  durationSec: number;
  watchPercentage: number;
  screenshot: string | null;
  updatedAt: number;
}

export type RowContentType = 'promo' | 'channel' | 'content' | 'history' | 'person';

export interface Row {
  id: number | null;
  slug: string;
  title: string;
  description: string;
  template: string;
  contentType: RowContentType | string;
  /** Items of the whole row; `moreCount` of them lie after this page. */
  count: number | null;
  moreCount: number;
  limit: number;
  offset: number;
  libraryId: number | null;
  loopCount: number;
  /** Only the list matching contentType is filled. */
  contents: ContentSummary[];
  history: HistoryItem[];
  persons: PersonCard[];
  channels: ChannelCard[];
  promotions: Promotion[];
}

export interface MenuPage {
  id: number;
  slug: string;
  title: string;
  description: string;
  template: string;
  icon: string | null;
  libraryId: number | null;
  url: string | null;
  logoTv: string | null;
}

export interface Page extends MenuPage {
  rows: Row[];
}

export interface Library {
  id: number;
  title: string;
  cover: { bg: string | null; colorBg: string | null };
}

export interface ContentSchedule {
  channelId: number;
  startSec: number;
  programId: number | null;
}

export interface MetaButton {
  type: 'pay' | 'play' | string;
  caption: string;
  subCaption: string;
  icon: string | null;
  playAfter: boolean;
  showOptions: boolean;
  contentId: number | null;
  libraryId: number | null;
  packetIds: number[];
  contentSchedule: ContentSchedule | null;
}

export interface ContentMeta {
  contentId: number;
  history: { seconds: number; durationSec: number | null; updatedAt: number | null };
  streamUsing: { libraryId: number | null; contentSchedule: ContentSchedule | null };
  isPurchased: boolean;
  isAvailable: boolean;
  isLost: boolean;
  isFavorite: boolean;
  favoriteId: number | null;
  buttons: MetaButton[];
  minPrice: string | null;
  packetIds: number[];
  nextToPlay: { id: number; slug: string | null; season: number | null; episode: number | null } | null;
  licenseInfo: unknown;
  userLicenseInfo: unknown;
}

export interface VodStream {
  hls: string | null;
  hlsMbr: string | null;
  dash: string | null;
  drm: { type: string; licenseUrl: string; keys: Record<string, string> | null } | null;
  contentId: number | null;
  libraryId: number | null;
  startSec: number;
  img: string | null;
  packshots: string[];
  playbackPoints: PlaybackPoint[];
  statId: number | null;
  ad: AdInfo;
}

/** Filter object of the filtered catalogue (section 7). */
export interface CatalogueFilters {
  contentType?: 'movie' | 'series' | 'program';
  mainGenre?: number | string;
  genre?: number | string;
  country?: number | string;
  yearFrom?: number;
  yearTo?: number;
  ratingFrom?: number;
}

export interface RowQuery {
  offset?: number;
  limit?: number;
  text?: string;
  libraryId?: number;
  filters?: CatalogueFilters;
  /** The filtered catalogue's mode (lib/rules/catalogue-filters: catalogueRequest). */
  mode?: 'replace' | 'concat';
  /** History, continue-watching, favorites and "my" rows are never cached. */
  personal?: boolean;
  /** A row of the live pages: kept 900000 ms or for the row's cache_timeout (live-channels.md section 9). */
  live?: boolean;
}

export interface SearchResults {
  suggestions: string[];
  contents: ContentSummary[];
  persons: PersonCard[];
  channels: ChannelCard[];
}

/** What a search result was: the spec's channel or content, and person for the persons found. */
export type SearchFoundType = 'channel' | 'content' | 'person';

export interface SearchFoundEntry {
  title: string;
  text: string;
  contentType: SearchFoundType;
  objectId: number;
}
