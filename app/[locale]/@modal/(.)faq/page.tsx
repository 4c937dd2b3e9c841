import { FaqPage } from '@/components/info/faq-page';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Soft navigation opens /faq over the current page (core-session-account.md section 2, modal pages). */
export default function FaqModalPage() {
  return (
    <ClientMessages namespaces={['modals']}>
      <FaqPage modal />
    </ClientMessages>
  );
}
