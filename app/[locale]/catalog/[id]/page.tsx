import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogPage } from '@/components/catalogue/catalog/catalog-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { catalogPageMetadata, getCatalogPage } from '@/lib/catalogue/catalog-page';
import { loadCountries, loadGenres } from '@/lib/catalogue/server';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

/** The unfiltered catalogue, cached; addresses with filters are served by app/[locale]/with-query. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogPageMetadata(await getCatalogPage((await params).id, {}));
}

export default async function CatalogIdPage({ params }: Props) {
  const [page, genres, countries] = await Promise.all([
    getCatalogPage((await params).id, {}),
    loadGenres(),
    loadCountries(),
  ]);
  if (!page) notFound();
  return (
    <ClientMessages namespaces={['catalogue']}>
      <CatalogPage
        reference={page.reference}
        row={page.row}
        values={page.values}
        filters={page.filters}
        genres={genres}
        countries={countries}
        currentYear={new Date().getFullYear()}
        url={`${page.origin}${page.path}`}
        origin={page.origin}
      />
    </ClientMessages>
  );
}
