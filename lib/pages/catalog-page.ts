import 'server-only';
import { catalogHref, filtersFromQuery, isIndexableFilterSet } from '@/lib/catalogue/catalog-query';
import { loadCatalog, loadCountries, loadGenres } from '@/lib/catalogue/server';
import { siteOrigin } from '@/lib/seo/site';

type PageQuery = Record<string, string | string[] | undefined>;

/**
 * /catalog/{id}, shared by the page (the props of CatalogPage) and its metadata (the loaders are request-cached, so
 * the metadata's share costs nothing): the cached page passes no query, app/[locale]/with-query passes the filters.
 * Null when the catalogue does not exist.
 */
export async function getCatalogPage(reference: string, query: PageQuery) {
  // Next decoded the segment once already; decoding it again turned `%25` into a crash.
  const { values, filters } = filtersFromQuery(query);
  const [row, genres, countries, origin] = await Promise.all([
    loadCatalog(reference, JSON.stringify(filters)),
    loadGenres(),
    loadCountries(),
    siteOrigin(),
  ]);
  if (!row) return null;
  const path = catalogHref(`/catalog/${encodeURIComponent(row.slug || reference)}`, values);
  return {
    reference,
    path,
    row,
    values,
    filters,
    genres,
    countries,
    url: `${origin}${path}`,
    origin,
    indexable: isIndexableFilterSet(values),
  };
}

export type CatalogPageData = NonNullable<Awaited<ReturnType<typeof getCatalogPage>>>;
