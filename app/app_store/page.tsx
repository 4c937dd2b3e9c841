import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AppInstall } from '@/components/pages/app-install';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('appInstall');
  return { title: t('title'), robots: { index: false } };
}

/** Store links are per deployment: each provider publishes its own apps. */
export default function AppStorePage() {
  return (
    <Suspense>
      <AppInstall
        appStoreUrl={process.env.APP_STORE_URL ?? 'https://apps.apple.com/'}
        googlePlayUrl={process.env.GOOGLE_PLAY_URL ?? 'https://play.google.com/store'}
      />
    </Suspense>
  );
}
