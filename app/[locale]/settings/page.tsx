import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsFrame } from '@/components/settings/settings-frame';
import { SettingsHome } from '@/components/settings/settings-home';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('title'), robots: { index: false } };
}

export default async function SettingsPage() {
  const t = await getTranslations('settings');
  return (
    <ClientMessages namespaces={['modals', 'profiles', 'settings']}>
      <SettingsFrame href="/settings" title={t('title')} parentHref="/" membersOnly={false}>
        <SettingsHome />
      </SettingsFrame>
    </ClientMessages>
  );
}
