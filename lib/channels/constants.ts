/** live-channels.md section 9: channel-search analytics is debounced 500 ms. */
export const CHANNEL_SEARCH_ANALYTICS_DEBOUNCE_MS = 500;
/** Where the last opened channel and the recent channels are remembered (live-channels.md sections 2 and 4). */
export const LAST_CHANNEL_STORAGE_KEY = 'channels.last';
export const RECENT_CHANNELS_STORAGE_KEY = 'channels.recent';
/** The base path of the channel pages. */
export const CHANNELS_PATH = '/channels';
/**
 * The five promo rows of /newyear (live-channels.md section 4 "Seasonal page": five rows, by row id). The spec
 * leaves the exact rows open; these are the demo catalogue's promo rows.
 */
export const NEW_YEAR_PROMO_ROW_REFS = ['home-promo', 'premiere-promo', 'collections', 'packets', 'donate'] as const;

/** Whether the viewer left the channel page's schedule open on a wide screen (live-channels.md section 4). */
export const SCHEDULE_OPEN_STORAGE_KEY = 'channels.scheduleOpen';
