/**
 * Filtered catalogue rules (catalogue-vod-billing.md section 4 "Filtered catalogue", section 9):
 * the rating and year options, the countries cut and paging.
 */

/** catalogue-vod-billing.md section 9: rating filter over 8, 7, 6. */
export const RATING_FILTER_FROM: readonly number[] = [8, 7, 6];
/** catalogue-vod-billing.md section 9: countries filter shows the first 30. */
export const COUNTRIES_FILTER_LIMIT = 30;
/** catalogue-vod-billing.md section 9: filtered catalogue loads 100 first, then 50 more. */
export const FILTERED_CATALOGUE_PAGE = { first: 100, more: 50 } as const;
/** catalogue-vod-billing.md section 9: year filter: the last two years together, then each of the 4 before. */
export const YEAR_FILTER_RECENT_SPAN = 2;
export const YEAR_FILTER_SINGLE_YEARS = 4;
/** catalogue-vod-billing.md section 9: fixed year ranges after the single years; open ends are null. */
export const YEAR_FILTER_RANGES: ReadonlyArray<readonly [from: number | null, to: number | null]> = [
  [2020, null],
  [2010, 2019],
  [2000, 2009],
  [1990, 1999],
  [1980, 1989],
  [null, 1979],
];

export interface YearOption {
  yearFrom: number | null;
  yearTo: number | null;
}

/** The year filter options for the given current year, newest first. */
export function yearFilterOptions(currentYear: number): YearOption[] {
  const options: YearOption[] = [{ yearFrom: currentYear - YEAR_FILTER_RECENT_SPAN + 1, yearTo: currentYear }];
  for (let back = 0; back < YEAR_FILTER_SINGLE_YEARS; back += 1) {
    const year = currentYear - YEAR_FILTER_RECENT_SPAN - back;
    options.push({ yearFrom: year, yearTo: year });
  }
  for (const [yearFrom, to] of YEAR_FILTER_RANGES) {
    options.push({ yearFrom, yearTo: to ?? currentYear });
  }
  return options;
}

export function visibleCountries<T>(countries: readonly T[]): T[] {
  return countries.slice(0, COUNTRIES_FILTER_LIMIT);
}

export type CatalogueLoadMode = 'replace' | 'concat';

/**
 * The filtered catalogue's call (section 9): a filter change starts again at offset 0 (replace); scrolling appends the
 * next page (concat). The mode goes with the call, as the spec's call names it.
 */
export function catalogueRequest(
  mode: CatalogueLoadMode,
  loadedCount: number,
): { offset: number; limit: number; mode: CatalogueLoadMode } {
  return mode === 'replace'
    ? { offset: 0, limit: FILTERED_CATALOGUE_PAGE.first, mode }
    : { offset: loadedCount, limit: FILTERED_CATALOGUE_PAGE.more, mode };
}

/** More is loaded near the end only while the last page came back full. */
export function canLoadMoreCatalogue(lastAmount: number, lastLimit: number): boolean {
  return lastLimit > 0 && lastAmount === lastLimit;
}
