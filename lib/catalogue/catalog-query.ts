import type { CatalogueFilters, ContentSummary, Genre } from '@/lib/api/types/catalogue';
import type { YearOption } from '@/lib/rules/catalogue-filters';

/** The filtered catalogue's filters as address query keys, so a filtered page can be shared and rendered on the server. */
export const FILTER_KEYS = ['type', 'genre', 'subgenre', 'country', 'year', 'rating'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Partial<Record<FilterKey, string>>;

/** Top-level types a catalogue filters by (the type filter's choices). */
export const CATALOGUE_TYPES = ['movie', 'series', 'program'] as const;
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

export function yearValue(option: YearOption): string {
  return `${option.yearFrom ?? ''}-${option.yearTo ?? ''}`;
}

function parseYear(value: string | undefined): Pick<CatalogueFilters, 'yearFrom' | 'yearTo'> {
  const match = value?.match(/^(\d{4})?-(\d{4})?$/);
  if (!match) return {};
  return { yearFrom: match[1] ? Number(match[1]) : undefined, yearTo: match[2] ? Number(match[2]) : undefined };
}

/** Reads the query; unknown content types and malformed years or ratings are dropped rather than sent. */
export function filtersFromQuery(query: Record<string, string | string[] | undefined>): { values: FilterValues; filters: CatalogueFilters } {
  const values: FilterValues = {};
  for (const key of FILTER_KEYS) {
    const raw = query[key];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value) values[key] = value;
  }
  const type = CATALOGUE_TYPES.find((item) => item === values.type);
  const rating = values.rating && /^\d+(\.\d+)?$/.test(values.rating) ? Number(values.rating) : undefined;
  const filters: CatalogueFilters = {
    contentType: type,
    mainGenre: values.genre,
    genre: values.subgenre,
    country: values.country,
    ratingFrom: rating,
    ...parseYear(values.year),
  };
  return { values, filters };
}

/** The filtered catalogue's address for these filters; a new address starts the list from offset 0 (nothing paged is kept). */
export function catalogHref(path: string, values: FilterValues): string {
  const next = new URLSearchParams();
  for (const name of FILTER_KEYS) {
    const current = values[name];
    if (current) next.set(name, current);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** How a genre is named in a filter value: its slug, else its id. */
export function genreFilterValue(genre: Pick<Genre, 'id' | 'slug'>): string {
  return genre.slug ?? String(genre.id);
}

function listedGenreValues(contents: ReadonlyArray<Pick<ContentSummary, 'genres'>>): Set<string> {
  return new Set(contents.flatMap((content) => content.genres.map(genreFilterValue)));
}

/** The genres the titles have, in the genre list's order (the genres a page of them can be filtered by). */
export function genresListed(contents: ReadonlyArray<Pick<ContentSummary, 'genres'>>, genres: readonly Genre[]): Genre[] {
  const listed = listedGenreValues(contents);
  return genres.filter((genre) => listed.has(genreFilterValue(genre)));
}

/**
 * The chosen genre's subgenres (the platform's genres are flat): the other genres of the titles listed under it, in
 * the genre list's order, with the subgenre already chosen kept. No genre chosen: none.
 */
export function subgenresOf(
  values: FilterValues,
  contents: ReadonlyArray<Pick<ContentSummary, 'genres'>>,
  genres: readonly Genre[],
): Genre[] {
  if (!values.genre) return [];
  const listed = listedGenreValues(contents);
  if (values.subgenre) listed.add(values.subgenre);
  listed.delete(values.genre);
  return genres.filter((genre) => listed.has(genreFilterValue(genre)));
}

/** Filtered addresses worth a search engine's index: at most one filter, the type aside (a Films or Series list). */
export function isIndexableFilterSet(values: FilterValues): boolean {
  return FILTER_KEYS.filter((key) => key !== 'type' && values[key]).length <= 1;
}
