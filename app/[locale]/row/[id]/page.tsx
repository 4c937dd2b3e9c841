import type { Metadata } from 'next';
import { RowRoute, rowRouteMetadata } from '@/components/catalogue/row-route';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

/** The row as everyone sees it, cached; ?library_id= and ?text= are served by app/[locale]/with-query. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rowRouteMetadata((await params).id, {});
}

export default async function RowIdPage({ params }: Props) {
  return (
    <ClientMessages namespaces={['catalogue']}>
      <RowRoute id={(await params).id} query={{}} />
    </ClientMessages>
  );
}
