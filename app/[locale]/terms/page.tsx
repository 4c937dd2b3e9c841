import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/info/legal-page';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('info');
  return { title: t('terms') };
}

export default function TermsPage() {
  return (
    <ClientMessages namespaces={['modals']}>
      <LegalPage textKey="terms" />
    </ClientMessages>
  );
}
