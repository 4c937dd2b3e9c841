import { LegalPage } from '@/components/info/legal-page';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Soft navigation opens /agreement over the current page (core-session-account.md section 2, modal pages). */
export default function AgreementModalPage() {
  return (
    <ClientMessages namespaces={['modals']}>
      <LegalPage textKey="agreement" modal />
    </ClientMessages>
  );
}
