import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RowPage } from '@/components/catalogue/row-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getRowPage, rowPageMetadata } from '@/lib/pages/row-page';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

/** The row as everyone sees it, cached; ?library_id= and ?text= are served by app/[locale]/with-query. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rowPageMetadata(await getRowPage((await params).id, {}));
}

export default async function RowIdPage({ params }: Props) {
  const page = await getRowPage((await params).id, {});
  if (!page) notFound();
  return (
    <ClientMessages namespaces={['catalogue']}>
      <RowPage {...page} />
    </ClientMessages>
  );
}
