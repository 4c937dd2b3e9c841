/** GET cache lifetimes, core-session-account.md section 9 (and live-channels.md section 9 for channel lists). */
export const CACHE_LIFETIME_MS = {
  default: 3_000,
  channelLists: 5 * 60_000,
  configuration: 30_000,
  resources: 30_000,
  rowsets: 500,
  adIds: 5_000,
  /** History, continue-watching, favorites, search and "my" rows are never cached. */
  none: 0,
} as const;
