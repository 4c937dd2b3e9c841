import type { Metadata } from 'next';
import { PageRoute, pageRouteMetadata } from '@/components/catalogue/page-route';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageRouteMetadata((await params).id, undefined);
}

/**
 * /rowset/{id or slug}: a start page made of rows (catalogue-vod-billing.md section 2), cached; ?library_id= and
 * ?embed= are served by app/[locale]/with-query.
 */
export default async function RowsetPage({ params }: Props) {
  return (
    <ClientMessages namespaces={['catalogue']}>
      <PageRoute slugOrId={(await params).id} />
    </ClientMessages>
  );
}
