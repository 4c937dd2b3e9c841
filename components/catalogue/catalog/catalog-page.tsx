import { getTranslations } from 'next-intl/server';
import type { Country, Genre, Row } from '@/lib/api/types/catalogue';
import { subgenresOf, type FilterValues } from '@/lib/catalogue/catalog-query';
import type { CatalogueFilters } from '@/lib/api/types/catalogue';
import { contentHref, rowContents } from '@/lib/catalogue/rows';
import { FILTERED_CATALOGUE_PAGE, canLoadMoreCatalogue } from '@/lib/rules/catalogue-filters';
import { itemListLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { LazyEndlessList } from '../lazy-endless-list';
import { RowGridItems, rowPageLength } from '../row-grid';
import { CatalogFilters } from './catalog-filters';
import catalogue from '../catalogue.module.css';

interface CatalogPageProps {
  reference: string;
  row: Row;
  values: FilterValues;
  filters: CatalogueFilters;
  genres: Genre[];
  countries: Country[];
  currentYear: number;
  url: string;
  origin: string;
}

/** /catalog/{id}: the filtered catalogue, 100 titles first, then 50 more while pages come back full (section 9). */
export async function CatalogPage({
  reference,
  row,
  values,
  filters,
  genres,
  countries,
  currentYear,
  url,
  origin,
}: CatalogPageProps) {
  const t = await getTranslations('catalogue');
  const loaded = rowPageLength(row);
  const listKey = JSON.stringify(values);
  return (
    <div className={catalogue.rowPage}>
      <JsonLdScript
        data={itemListLd(
          row.title,
          url,
          rowContents(row).map((content) => ({ name: content.title, url: `${origin}${contentHref(content)}` })),
        )}
      />
      <h1 className={catalogue.pageTitle}>{row.title}</h1>
      <CatalogFilters
        values={values}
        genres={genres}
        subgenres={subgenresOf(values, rowContents(row), genres)}
        countries={countries}
        currentYear={currentYear}
      />
      {loaded === 0 ? (
        <p className={catalogue.warning} role="status" data-testid="filters-no-found">
          {t('filters_no_found')}
        </p>
      ) : null}
      <div data-an-set={row.id ?? reference} data-an-template="catalog">
        <ul key={listKey} className={catalogue.grid} data-testid="catalog-items">
          <RowGridItems row={{ ...row, template: 'catalog' }} eager />
        </ul>
        <LazyEndlessList
          key={`more-${listKey}`}
          rowRef={reference}
          template="catalog"
          startOffset={loaded}
          pageSize={FILTERED_CATALOGUE_PAGE.more}
          initiallyMore={canLoadMoreCatalogue(loaded, FILTERED_CATALOGUE_PAGE.first)}
          filters={filters}
        />
      </div>
    </div>
  );
}
