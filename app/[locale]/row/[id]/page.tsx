import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RowPage } from '@/components/catalogue/row-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getRowPage, rowPageMetadata } from '@/lib/catalogue/row-page';
import { loadProviderIsOtt } from '@/lib/catalogue/server';
import { providerChannelListing } from '@/lib/channels/provider-listing';
import { ROW_PAGE_SIZE } from '@/lib/rules/row-layout';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

/** The row as everyone sees it, cached; ?library_id= and ?text= are served by app/[locale]/with-query. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rowPageMetadata(await getRowPage((await params).id, {}));
}

export default async function RowIdPage({ params }: Props) {
  const [page, providerIsOtt] = await Promise.all([getRowPage((await params).id, {}), loadProviderIsOtt()]);
  if (!page) notFound();
  return (
    <ClientMessages namespaces={['catalogue']}>
      <RowPage
        row={page.row}
        firstPageSize={ROW_PAGE_SIZE.prerender}
        url={`${page.origin}${page.path}`}
        origin={page.origin}
        libraryId={page.libraryId}
        text={page.text}
        providerIsOtt={providerIsOtt}
        channelListing={providerChannelListing}
      />
    </ClientMessages>
  );
}
