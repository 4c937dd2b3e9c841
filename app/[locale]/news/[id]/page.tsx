import type { Metadata } from 'next';
import { NewsItemPage, newsItemMetadata } from '@/components/info/news-item-page';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsItemMetadata((await params).id);
}

/** A direct visit: the full, indexable page. Opened from the app it is a modal page (app/@modal/(.)news). */
export default async function NewsItemRoute({ params }: Props) {
  return (
    <ClientMessages namespaces={['modals']}>
      <NewsItemPage id={(await params).id} />
    </ClientMessages>
  );
}
