import { LegalPage } from '@/components/info/legal-page';

/** Soft navigation opens /agreement over the current page (core-session-account.md section 2, modal pages). */
export default function AgreementModalPage() {
  return <LegalPage textKey="agreement" modal />;
}
