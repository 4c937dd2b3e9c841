import { LegalPage, legalMetadata } from '@/components/info/legal-page';
import { ClientMessages } from '@/components/i18n/client-messages';

export function generateMetadata() {
  return legalMetadata('privacy');
}

/** A direct visit: the full, indexable page. Opened from the app it is a modal page (app/@modal/(.)privacy). */
export default function PrivacyPage() {
  return (
    <ClientMessages namespaces={['modals']}>
      <LegalPage textKey="privacy" />
    </ClientMessages>
  );
}
