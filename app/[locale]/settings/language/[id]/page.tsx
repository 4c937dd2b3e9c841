import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LANGUAGE_PAGES, type LanguagePage } from '@/components/settings/language-pages';
import { InterfaceLanguage, TrackLanguages } from '@/components/settings/language-settings';
import { SettingsFrame } from '@/components/settings/settings-frame';
import { ClientMessages } from '@/components/i18n/client-messages';

interface Props {
  params: Promise<{ id: string }>;
}

const isLanguagePage = (id: string): id is LanguagePage => (LANGUAGE_PAGES as readonly string[]).includes(id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  if (!isLanguagePage(id)) return {};
  const t = await getTranslations('settings');
  return { title: t(`languagePages.${id}`), robots: { index: false } };
}

export default async function LanguageSettingsPage({ params }: Props) {
  const { id } = await params;
  if (!isLanguagePage(id)) notFound();
  const t = await getTranslations('settings');
  return (
    <ClientMessages namespaces={['modals', 'settings']}>
      <SettingsFrame href={`/settings/language/${id}`} title={t(`languagePages.${id}`)} parentHref="/settings/language" membersOnly={id !== 'interface'}>
        {id === 'interface' ? <InterfaceLanguage /> : <TrackLanguages kind={id === 'audiotracks' ? 'audio' : 'text'} />}
      </SettingsFrame>
    </ClientMessages>
  );
}
