import { FaqPage, faqMetadata } from '@/components/info/faq-page';
import { ClientMessages } from '@/components/i18n/client-messages';

export const generateMetadata = faqMetadata;

/** A direct visit: the full, indexable page. Opened from the app it is a modal page (app/@modal/(.)faq). */
export default function FaqRoute() {
  return (
    <ClientMessages namespaces={['modals']}>
      <FaqPage />
    </ClientMessages>
  );
}
