import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogPage } from '@/components/catalogue/catalog/catalog-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getCatalogPage } from '@/lib/pages/catalog-page';
import { rowPageMetadata } from '@/lib/pages/row-page';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

/** The unfiltered catalogue, cached; addresses with filters are served by app/[locale]/with-query. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rowPageMetadata(await getCatalogPage((await params).id, {}));
}

export default async function CatalogIdPage({ params }: Props) {
  const page = await getCatalogPage((await params).id, {});
  if (!page) notFound();
  return (
    <ClientMessages namespaces={['catalogue']}>
      <CatalogPage {...page} currentYear={new Date().getFullYear()} />
    </ClientMessages>
  );
}
