import { LegalPage, legalMetadata } from '@/components/info/legal-page';
import { ClientMessages } from '@/components/i18n/client-messages';

export function generateMetadata() {
  return legalMetadata('agreement');
}

/** A direct visit: the full, indexable page. Opened from the app it is a modal page (app/@modal/(.)agreement). */
export default function AgreementPage() {
  return (
    <ClientMessages namespaces={['modals']}>
      <LegalPage textKey="agreement" />
    </ClientMessages>
  );
}
