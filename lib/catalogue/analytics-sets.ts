/**
 * Item sets a page draws itself rather than from a server row (catalogue-vod-billing.md section 7). They are
 * marked like rows (analytics.ts ANALYTICS_ATTR), so the tracker reports them the same way. Kept apart from
 * analytics.ts so client components can name them without pulling the sender into their bundle.
 */

/** Their templates, so their events read e.g. click_similar with the source {setIndex}x{itemIndex}_{setId}. */
export const PAGE_SET_TEMPLATES = {
  /** The similar titles on a content card; its set id is `similar`. */
  similar: 'similar',
  /** A person's films, series and programs; the set ids are `films`, `series` and `programs`. */
  filmography: 'filmography',
  /** The search results page; the set ids are `contents`, `persons` and `channels`. */
  search: 'search',
} as const;

