import { NewsItemPage } from '@/components/info/news-item-page';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

/** Soft navigation opens /news/{id} over the current page (core-session-account.md section 2, modal pages). */
export default async function NewsItemModalPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages namespaces={['modals']}>
      <NewsItemPage id={(await params).id} modal />
    </ClientMessages>
  );
}
