/**
 * Fixed places in the demo catalogue that tests, end-to-end scenarios and platform/docs/catalogue.md
 * name. Top-level titles use ids 1-200 in the channels domain's layout (1-80 films, 81-160 series,
 * 161-200 programs); seasons and episodes start at FIRST_CHILD_ID.
 */
export const DEMO_RANGES = {
  movies: [1, 50],
  kidsMovies: [51, 60],
  premiere: [61, 75],
  movies4k: [76, 80],
  series: [81, 135],
  kidsSeries: [136, 149],
  lateSeries: [150, 160],
  programs: [161, 200],
} as const;

export const FIRST_CHILD_ID = 1001;

/** The one ClearKey-encrypted title (stream answers carry `drm`). */
export const DRM_CONTENT_ID = 7;

/** A free film with ads whose first mid-roll comes 15 s in (channels' EARLY_MIDDLE_ROLL_POSITIONS_MS). */
export const EARLY_MIDROLL_CONTENT_ID = 2;

/** Playable without any packet (the free tier and the demo for guests). */
export const FREE_CONTENT_IDS = [1, 2, 3, DRM_CONTENT_ID, 51, 161];

/** Titles whose rights expired: the card shows the lost-content view and no stream is served. */
export const LOST_CONTENT_IDS = [38, 39, 62];

/** Adult titles (age 18, is_adult). */
export const ADULT_CONTENT_IDS = [42, 43, 44, 45, 46];

/** Series whose last episode is an announcement (every third series). */
export const isAnnouncedSeries = (seriesId: number) => seriesId % 3 === 0;

export function inRange(id: number, [from, to]: readonly [number, number]): boolean {
  return id >= from && id <= to;
}
