import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/info/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('info');
  return { title: t('terms') };
}

export default function TermsPage() {
  return <LegalPage textKey="terms" />;
}
