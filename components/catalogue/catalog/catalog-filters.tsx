'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { Country, Genre } from '@/lib/api/types/catalogue';
import { catalogHref, yearValue, type FilterKey, type FilterValues } from '@/lib/catalogue/catalog-query';
import { filterValuesKey, filtersRendered, requestFilter, settledFilters } from '@/lib/catalogue/filter-requests';
import { RATING_FILTER_FROM, visibleCountries, yearFilterOptions } from '@/lib/rules/catalogue-filters';
import styles from './catalog.module.css';

interface CatalogFiltersProps {
  values: FilterValues;
  genres: Genre[];
  countries: Country[];
  currentYear: number;
}

/**
 * Filter selects of the filtered catalogue; each change replaces the list from offset 0 (section 4). Changes build
 * on what the viewer asked for last, not on the props, which lag behind until the server renders the new address.
 */
export function CatalogFilters({ values, genres, countries, currentYear }: CatalogFiltersProps) {
  const t = useTranslations('catalogue');
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const requests = useRef(settledFilters(values));
  const [shown, setShown] = useState(values);
  const renderedKey = filterValuesKey(values);

  useEffect(() => {
    requests.current = filtersRendered(requests.current, values);
    setShown(requests.current.latest);
    // The key stands for the values: a new object with the same filters is the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [renderedKey]);

  const change = (key: FilterKey, value: string) => {
    requests.current = requestFilter(requests.current, key, value);
    const { latest } = requests.current;
    setShown(latest);
    startTransition(() => router.replace(catalogHref(pathname, latest), { scroll: false }));
  };

  const select = (key: FilterKey, label: string, options: Array<[value: string, text: string]>) => (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={shown[key] ?? ''} onChange={(event) => change(key, event.target.value)} name={key}>
        <option value="">{t('filterAny')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  const genreOptions = genres.map((genre): [string, string] => [genre.slug ?? String(genre.id), genre.name]);
  const yearText = (from: number | null, to: number) =>
    from == null ? t('yearBefore', { year: to + 1 }) : from === to ? String(from) : `${from}–${to}`;
  return (
    <form className={styles.filters} aria-label={t('filters')} aria-busy={pending} onSubmit={(event) => event.preventDefault()}>
      {select('type', t('filterType'), [
        ['movie', t('filmography.films')],
        ['series', t('filmography.series')],
        ['program', t('filmography.programs')],
      ])}
      {select('genre', t('filterGenre'), genreOptions)}
      {select('subgenre', t('filterSubgenre'), genreOptions)}
      {select('country', t('filterCountry'), visibleCountries(countries).map((country) => [country.code ?? String(country.id), country.name]))}
      {select('year', t('filterYear'), yearFilterOptions(currentYear).map((option) => [yearValue(option), yearText(option.yearFrom, option.yearTo ?? currentYear)]))}
      {select('rating', t('filterRating'), RATING_FILTER_FROM.map((rating) => [String(rating), t('ratingOver', { rating })]))}
    </form>
  );
}
