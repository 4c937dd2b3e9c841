import 'server-only';
import type { Metadata } from 'next';
import { catalogHref, filtersFromQuery } from '@/lib/catalogue/catalog-query';
import { loadCatalog, loadCountries, loadGenres } from '@/lib/catalogue/server';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
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
  };
}

export type CatalogPageData = NonNullable<Awaited<ReturnType<typeof getCatalogPage>>>;

export function catalogPageMetadata(page: CatalogPageData | null): Metadata {
  if (!page) return {};
  const { reference, row, origin, path } = page;
  // An address by bare id is noindex; its canonical twin is the slug address (catalogue-vod-billing.md section 5).
  return pageMetadata({
    title: row.title,
    description: row.description || row.title,
    path,
    origin,
    noindex: hasNoLetters(reference),
  });
}
