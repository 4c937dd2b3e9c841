'use client';

import { useLocalizedRouter, useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { Country, Genre } from '@/lib/api/types/catalogue';
import { FILTER_KEYS, catalogHref, genreFilterValue, yearValue, type FilterKey, type FilterValues } from '@/lib/catalogue/catalog-query';
import {
  choicesBeforeHydration,
  filterValuesKey,
  filtersRendered,
  requestFilters,
  settledFilters,
  type LiveSelect,
} from '@/lib/catalogue/filter-requests';
import { RATING_FILTER_FROM, visibleCountries, yearFilterOptions } from '@/lib/rules/catalogue-filters';
import styles from './catalog.module.css';

interface CatalogFiltersProps {
  values: FilterValues;
  genres: Genre[];
  /** The chosen genre's subgenres: the other genres of the titles listed under it. */
  subgenres: Genre[];
  countries: Country[];
  currentYear: number;
}

type FilterOption = [value: string, text: string];

function genreOptions(genres: readonly Genre[]): FilterOption[] {
  return genres.map((genre) => [genreFilterValue(genre), genre.name]);
}

function liveSelects(form: HTMLFormElement): LiveSelect[] {
  return FILTER_KEYS.flatMap((key) => {
    const element = form.elements.namedItem(key);
    return element instanceof HTMLSelectElement
      ? [{ key, value: element.value, options: Array.from(element.options, (option) => option.value) }]
      : [];
  });
}

/**
 * Filter selects of the filtered catalogue; each change replaces the list from offset 0 (section 4). Changes build
 * on what the viewer asked for last, not on the props, which lag behind until the server renders the new address.
 * A real GET form: without scripts its Apply button loads the filtered address; a choice made before the scripts
 * ran is applied once they do, instead of being put back by the first render of the controlled selects.
 */
export function CatalogFilters({ values, genres, subgenres, countries, currentYear }: CatalogFiltersProps) {
  const t = useTranslations('catalogue');
  const router = useLocalizedRouter();
  const pathname = useRoutePathname();
  const [pending, startTransition] = useTransition();
  const requests = useRef(settledFilters(values));
  const [shown, setShown] = useState(values);
  const renderedKey = filterValuesKey(values);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    requests.current = filtersRendered(requests.current, values);
    setShown(requests.current.latest);
    // The key stands for the values: a new object with the same filters is the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [renderedKey]);

  const apply = (changes: ReadonlyArray<readonly [FilterKey, string]>) => {
    requests.current = requestFilters(requests.current, changes);
    const { latest } = requests.current;
    setShown(latest);
    startTransition(() => router.replace(catalogHref(pathname, latest), { scroll: false }));
  };
  // A subgenre belongs to its genre: another genre, or none, drops it.
  const change = (key: FilterKey, value: string) => apply(key === 'genre' ? [[key, value], ['subgenre', '']] : [[key, value]]);

  // After the effect above, so the request it sends is not taken for a page from elsewhere.
  useEffect(() => {
    const changes = form.current ? choicesBeforeHydration(values, liveSelects(form.current)) : [];
    if (changes.length) apply(changes);
    // Once, on the first render in the browser: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const select = (key: FilterKey, label: string, options: FilterOption[], disabled = false) => (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={shown[key] ?? ''} onChange={(event) => change(key, event.target.value)} name={key} disabled={disabled}>
        <option value="">{t('filterAny')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  const yearText = (from: number | null, to: number) =>
    from == null ? t('yearBefore', { year: to + 1 }) : from === to ? String(from) : `${from}–${to}`;
  return (
    <form
      ref={form}
      className={styles.filters}
      aria-label={t('filters')}
      aria-busy={pending}
      method="get"
      action={pathname}
      // The browser must not restore old choices into the selects: they would be taken for the viewer's.
      autoComplete="off"
      onSubmit={(event) => event.preventDefault()}
    >
      {select('type', t('filterType'), [
        ['movie', t('filmography.films')],
        ['series', t('filmography.series')],
        ['program', t('filmography.programs')],
      ])}
      {select('genre', t('filterGenre'), genreOptions(genres))}
      {select('subgenre', t('filterSubgenre'), genreOptions(subgenres), !shown.genre)}
      {select('country', t('filterCountry'), visibleCountries(countries).map((country) => [country.code ?? String(country.id), country.name]))}
      {select('year', t('filterYear'), yearFilterOptions(currentYear).map((option) => [yearValue(option), yearText(option.yearFrom, option.yearTo ?? currentYear)]))}
      {select('rating', t('filterRating'), RATING_FILTER_FROM.map((rating) => [String(rating), t('ratingOver', { rating })]))}
      <noscript>
        <button type="submit" className={styles.apply}>
          {t('filterApply')}
        </button>
      </noscript>
    </form>
  );
}
