import { LegalPage } from '@/components/info/legal-page';

/** Soft navigation opens /privacy over the current page (core-session-account.md section 2, modal pages). */
export default function PrivacyModalPage() {
  return <LegalPage textKey="privacy" modal />;
}
