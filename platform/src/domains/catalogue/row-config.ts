/** Row templates and sources shared by the seed, the row builder and the docs. */

/** Templates of catalogue-vod-billing.md section 2 ("Row templates and sliders"). */
export const ROW_TEMPLATES = [
  'content-v',
  'content-h',
  'history',
  'history-h',
  'person',
  'channel',
  'channels',
  'button',
  'branded_button',
  'collection-v',
  'promo-bg',
  'promo-wide',
  'packet_promo',
  'packet_promo_base',
  'donate_packs',
] as const;
export type RowTemplate = (typeof ROW_TEMPLATES)[number];

/** Row content_type values of section 3 ("Row"). */
export type RowContentType = 'promo' | 'channel' | 'content' | 'history' | 'person';

/** Item destination types of section 2. */
export const DESTINATION_TYPES = [
  'open_url',
  'enter_promo_key',
  'content',
  'row',
  'packet',
  'channel',
  'rowset',
  'last_channel',
  'text',
] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];

/** Page templates of section 2 ("Pages and rows"). */
export type PageTemplate =
  'startpage' | 'search' | 'tvchannels' | 'group.catalog' | 'group.catalog.page' | 'outer_link' | 'contents';

/**
 * Where a row's items come from. Personal sources are computed per caller and profile on every request.
 */
export type RowSource =
  | 'contents'
  | 'persons'
  | 'channels'
  | 'promotions'
  | 'history'
  | 'continue'
  | 'favorite_contents'
  | 'favorite_persons'
  | 'favorite_channels';

export interface ContentRowParams {
  content_types?: string[];
  genre_id?: number;
  order?: 'rating' | 'year' | 'id';
}

/**
 * First-page sizes the clients request: 21 for content-v, 18 for content-h, 24 otherwise
 * (catalogue-vod-billing.md section 9). A page embeds that many items of each row.
 */
export const ROW_PAGE_SIZE = { 'content-v': 21, 'content-h': 18, default: 24 } as const;

export function pageSizeFor(template: string): number {
  if (template === 'content-v' || template === 'content-h') return ROW_PAGE_SIZE[template];
  return ROW_PAGE_SIZE.default;
}

/** Seconds in a day, for the schedule windows the catalogue reads airings in. */
export const DAY_SEC = 24 * 3600;

/** Similar items on a content card (section 9). */
export const SIMILAR_LIMIT = 12;

/** A title counts as watched to the end from this share of its duration: it leaves "continue watching". */
export const WATCHED_SHARE = 0.95;

/** Below this many seconds a title is not worth resuming (section 5: resume only from 10 s). */
export const RESUME_MIN_SECONDS = 10;
