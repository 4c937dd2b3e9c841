import { NewsPage, newsMetadata } from '@/components/info/news-page';
import { ClientMessages } from '@/components/i18n/client-messages';

export const generateMetadata = newsMetadata;

export default function NewsRoute() {
  return (
    <ClientMessages namespaces={['modals']}>
      <NewsPage />
    </ClientMessages>
  );
}
