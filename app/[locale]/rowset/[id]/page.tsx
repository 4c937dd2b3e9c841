import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RowsPage } from '@/components/catalogue/rows-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageRedirect } from '@/lib/catalogue/page-routing';
import { getRowsPage, rowsPageMetadata } from '@/lib/pages/rows-page';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rowsPageMetadata(await getRowsPage((await params).id));
}

/**
 * /rowset/{id or slug}: a start page made of rows (catalogue-vod-billing.md section 2), cached; ?library_id= and
 * ?embed= are served by app/[locale]/with-query.
 */
export default async function RowsetPage({ params }: Props) {
  const data = await getRowsPage((await params).id);
  // A page that leads elsewhere reaches here only while the request gate's menu is older than it (see app/[locale]/page.tsx).
  if (!data || pageRedirect(data.page)) notFound();
  return (
    <ClientMessages namespaces={['catalogue']}>
      <RowsPage {...data} />
    </ClientMessages>
  );
}
