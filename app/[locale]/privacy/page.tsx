import { LegalPage, legalMetadata } from '@/components/info/legal-page';

export function generateMetadata() {
  return legalMetadata('privacy');
}

/** A direct visit: the full, indexable page. Opened from the app it is a modal page (app/@modal/(.)privacy). */
export default function PrivacyPage() {
  return <LegalPage textKey="privacy" />;
}
