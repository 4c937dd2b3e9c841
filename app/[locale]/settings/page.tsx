import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsFrame } from '@/components/settings/settings-frame';
import { SettingsHome } from '@/components/settings/settings-home';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('title'), robots: { index: false } };
}

export default async function SettingsPage() {
  const t = await getTranslations('settings');
  return (
    <SettingsFrame href="/settings" title={t('title')} parentHref="/" membersOnly={false}>
      <SettingsHome />
    </SettingsFrame>
  );
}
