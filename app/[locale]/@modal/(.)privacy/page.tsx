import { LegalPage } from '@/components/info/legal-page';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Soft navigation opens /privacy over the current page (core-session-account.md section 2, modal pages). */
export default function PrivacyModalPage() {
  return (
    <ClientMessages namespaces={['modals']}>
      <LegalPage textKey="privacy" modal />
    </ClientMessages>
  );
}
