import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SettingsFrame } from '@/components/settings/settings-frame';
import { SETTINGS_PAGES, isSettingsPageId } from '@/components/settings/settings-pages';
import { ClientMessages } from '@/components/i18n/client-messages';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  if (!isSettingsPageId(id)) return {};
  const t = await getTranslations('settings');
  return { title: t(`pages.${id}`), robots: { index: false } };
}

export default async function SettingsSubPage({ params }: Props) {
  const { id } = await params;
  if (!isSettingsPageId(id)) notFound();
  const t = await getTranslations('settings');
  const { parent, Body } = SETTINGS_PAGES[id];
  return (
    <ClientMessages namespaces={['billing', 'modals', 'parental', 'profiles', 'security', 'settings']}>
      <SettingsFrame href={`/settings/${id}`} title={t(`pages.${id}`)} parentHref={parent}>
        {/* The profiles page reads ?new=1. */}
        <Suspense fallback={null}>
          <Body />
        </Suspense>
      </SettingsFrame>
    </ClientMessages>
  );
}
