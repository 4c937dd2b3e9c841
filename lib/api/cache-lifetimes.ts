/** GET cache lifetimes, core-session-account.md section 9 (and live-channels.md section 9 for channel lists). */
export const CACHE_LIFETIME_MS = {
  default: 3_000,
  channelLists: 5 * 60_000,
  configuration: 30_000,
  resources: 30_000,
  rowsets: 500,
  /** An EPG grid block is as fresh as a schedule needs to be: programmes do not move within minutes. */
  epg: 300_000,
  /**
   * live-channels.md section 9: rows the live pages show (the seasonal page's promo rows) are kept 900000 ms, or for
   * the row's own cache_timeout (seconds) when it names one; history, continue-watching, favorite, search and "my"
   * rows never (`none`).
   */
  liveRows: 900_000,
  /** History, continue-watching, favorites, search and "my" rows are never cached. */
  none: 0,
} as const;

/**
 * How long a rendered public page (and the API answers it was built from) is served before it is regenerated in the
 * background. The operator's revalidate calls make changes visible sooner (app/api/revalidate).
 */
export const PAGE_REVALIDATE_SECONDS = 300;
