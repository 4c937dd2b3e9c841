import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AppInstall } from '@/components/pages/app-install';
import { shellSettingsFromEnv } from '@/lib/shell-settings';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('appInstall');
  return { title: t('title'), robots: { index: false } };
}

/** Store links are per deployment: each provider publishes its own apps. */
export default function AppStorePage() {
  const { appStoreUrl, googlePlayUrl } = shellSettingsFromEnv();
  return (
    <ClientMessages namespaces={['appInstall']}>
      <Suspense>
        <AppInstall appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} />
      </Suspense>
    </ClientMessages>
  );
}
