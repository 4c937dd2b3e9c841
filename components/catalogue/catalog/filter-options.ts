import type { Country, Genre } from '@/lib/api/types/catalogue';
import { genreFilterValue, yearValue } from '@/lib/catalogue/catalog-query';
import { RATING_FILTER_FROM, visibleCountries, yearFilterOptions } from '@/lib/rules/catalogue-filters';

export type FilterOption = [value: string, text: string];

/** The words of the options, from the page's own translator (the server's and the browser's differ in type). */
export interface FilterOptionWords {
  films: string;
  series: string;
  programs: string;
  yearBefore: (year: number) => string;
  ratingOver: (rating: number) => string;
}

export function genreOptions(genres: readonly Genre[]): FilterOption[] {
  return genres.map((genre) => [genreFilterValue(genre), genre.name]);
}

/** The choices of the filtered catalogue's selects (section 9), shared by the catalogue and the pages leading to it. */
export function filterOptions(words: FilterOptionWords, genres: readonly Genre[], countries: readonly Country[], currentYear: number) {
  const yearText = (from: number | null, to: number) =>
    from == null ? words.yearBefore(to + 1) : from === to ? String(from) : `${from}–${to}`;
  return {
    type: [
      ['movie', words.films],
      ['series', words.series],
      ['program', words.programs],
    ] as FilterOption[],
    genre: genreOptions(genres),
    country: visibleCountries(countries).map((country): FilterOption => [country.code ?? String(country.id), country.name]),
    year: yearFilterOptions(currentYear).map(
      (option): FilterOption => [yearValue(option), yearText(option.yearFrom, option.yearTo ?? currentYear)],
    ),
    rating: RATING_FILTER_FROM.map((rating): FilterOption => [String(rating), words.ratingOver(rating)]),
  };
}
