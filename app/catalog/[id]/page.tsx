import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogPage } from '@/components/catalogue/catalog/catalog-page';
import { catalogHref, filtersFromQuery, type FilterValues } from '@/lib/catalogue/catalog-query';
import { loadCatalog, loadCountries, loadGenres } from '@/lib/catalogue/server';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function catalogPath(reference: string, values: FilterValues): string {
  return catalogHref(`/catalog/${encodeURIComponent(reference)}`, values);
}

async function resolve({ params, searchParams }: Props) {
  // Next decoded the segment once already; decoding it again turned `%25` into a crash.
  const [{ id: reference }, query] = await Promise.all([params, searchParams]);
  const { values, filters } = filtersFromQuery(query);
  return { reference, values, filters, row: await loadCatalog(reference, JSON.stringify(filters)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ reference, values, row }, origin] = await Promise.all([resolve(props), siteOrigin()]);
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

export default async function CatalogRoute(props: Props) {
  const [{ reference, values, filters, row }, genres, countries, origin] = await Promise.all([
    resolve(props),
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
