import { LegalPage, legalMetadata } from '@/components/info/legal-page';

export function generateMetadata() {
  return legalMetadata('agreement');
}

/** A direct visit: the full, indexable page. Opened from the app it is a modal page (app/@modal/(.)agreement). */
export default function AgreementPage() {
  return <LegalPage textKey="agreement" />;
}
