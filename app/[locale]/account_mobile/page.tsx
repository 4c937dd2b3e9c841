import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/settings/account-menu';
import { SettingsFrame } from '@/components/settings/settings-frame';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('pages.account'), robots: { index: false } };
}

/** The mobile apps' account entry: the account menu without the rest of the settings around it. */
export default async function AccountMobilePage() {
  const t = await getTranslations('settings');
  return (
    <ClientMessages namespaces={['billing', 'modals', 'security', 'settings']}>
      <SettingsFrame href="/account_mobile" title={t('pages.account')} parentHref="/">
        <AccountMenu />
      </SettingsFrame>
    </ClientMessages>
  );
}
