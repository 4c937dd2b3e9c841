'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import type { Country, Genre } from '@/lib/api/types/catalogue';
import { catalogHref, yearValue, type FilterKey, type FilterValues } from '@/lib/catalogue/catalog-query';
import { RATING_FILTER_FROM, visibleCountries, yearFilterOptions } from '@/lib/rules/catalogue-filters';
import styles from './catalog.module.css';

interface CatalogFiltersProps {
  values: FilterValues;
  genres: Genre[];
  countries: Country[];
  currentYear: number;
}

/** Filter selects of the filtered catalogue; each change replaces the list from offset 0 (section 4). */
export function CatalogFilters({ values, genres, countries, currentYear }: CatalogFiltersProps) {
  const t = useTranslations('catalogue');
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  const change = (key: FilterKey, value: string) =>
    startTransition(() => router.replace(catalogHref(pathname, values, key, value), { scroll: false }));

  const select = (key: FilterKey, label: string, options: Array<[value: string, text: string]>) => (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={values[key] ?? ''} onChange={(event) => change(key, event.target.value)} name={key}>
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
