import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/info/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('info');
  return { title: t('privacy') };
}

export default function PrivacyPage() {
  return <LegalPage textKey="privacy" />;
}
