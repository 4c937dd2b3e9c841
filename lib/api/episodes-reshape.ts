import { toContentSummary } from './catalogue-reshape';
import type { RawEpisode } from './raw/catalogue';
import type { ContentSummary, Season } from './types/catalogue';

/** An entry of the flat list carries only wire format C's episode fields; the card's others stay empty. */
function toEpisode(raw: RawEpisode): ContentSummary {
  return toContentSummary({
    year: null,
    parent_id: null,
    library_id: null,
    age: null,
    is_adult: false,
    motion_rating: null,
    genres: [],
    countries: [],
    images: [],
    ratings: [],
    screenshot_url: null,
    screenshot_timings: null,
    ...raw,
  });
}

/** Numbered first in ascending order, an unnumbered one last (the sort keeps the operator's order among equals). */
const byNumber = (a: number | null, b: number | null) => (a ?? Infinity) - (b ?? Infinity) || 0;

/**
 * The operator's flat episode list grouped into seasons by `season` number (the season tabs), each in `series`
 * (episode number) order.
 */
export function toSeasons(raw: RawEpisode[]): Season[] {
  const bySeason = new Map<number | null, ContentSummary[]>();
  for (const episode of raw.map(toEpisode)) {
    const list = bySeason.get(episode.season) ?? [];
    list.push(episode);
    bySeason.set(episode.season, list);
  }
  return [...bySeason]
    .sort(([a], [b]) => byNumber(a, b))
    .map(([season, episodes]) => ({ season, episodes: episodes.sort((a, b) => byNumber(a.episode, b.episode)) }));
}
