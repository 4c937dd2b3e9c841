import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogPage } from './catalog-page';
import { catalogHref, filtersFromQuery, type FilterValues } from '@/lib/catalogue/catalog-query';
import { loadCatalog, loadCountries, loadGenres } from '@/lib/catalogue/server';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

export type CatalogQuery = Record<string, string | string[] | undefined>;

function catalogPath(reference: string, values: FilterValues): string {
  return catalogHref(`/catalog/${encodeURIComponent(reference)}`, values);
}

async function resolve(reference: string, query: CatalogQuery) {
  // Next decoded the segment once already; decoding it again turned `%25` into a crash.
  const { values, filters } = filtersFromQuery(query);
  return { reference, values, filters, row: await loadCatalog(reference, JSON.stringify(filters)) };
}

export async function catalogRouteMetadata(id: string, query: CatalogQuery): Promise<Metadata> {
  const [{ reference, values, row }, origin] = await Promise.all([resolve(id, query), siteOrigin()]);
  if (!row) return {};
  // An address by bare id is noindex; its canonical twin is the slug address (catalogue-vod-billing.md section 5).
  return pageMetadata({
    title: row.title,
    description: row.description || row.title,
    path: catalogPath(row.slug || reference, values),
    origin,
    noindex: hasNoLetters(reference),
  });
}

/** /catalog/{id}: the cached page passes no query; app/[locale]/with-query passes the filters. */
export async function CatalogRoute({ id, query }: { id: string; query: CatalogQuery }) {
  const [{ reference, values, filters, row }, genres, countries, origin] = await Promise.all([
    resolve(id, query),
    loadGenres(),
    loadCountries(),
    siteOrigin(),
  ]);
  if (!row) notFound();
  return (
    <CatalogPage
      reference={reference}
      row={row}
      values={values}
      filters={filters}
      genres={genres}
      countries={countries}
      currentYear={new Date().getFullYear()}
      url={`${origin}${catalogPath(row.slug || reference, values)}`}
      origin={origin}
    />
  );
}
