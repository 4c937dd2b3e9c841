import type { Metadata } from 'next';
import { CatalogRoute, catalogRouteMetadata } from '@/components/catalogue/catalog/catalog-route';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

/** The unfiltered catalogue, cached; addresses with filters are served by app/[locale]/with-query. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogRouteMetadata((await params).id, {});
}

export default async function CatalogIdPage({ params }: Props) {
  return (
    <ClientMessages namespaces={['catalogue']}>
      <CatalogRoute id={(await params).id} query={{}} />
    </ClientMessages>
  );
}
