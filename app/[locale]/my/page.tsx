import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LazyMyPage } from '@/components/catalogue/lazy-my-page';
import { loadProviderIsOtt } from '@/lib/catalogue/server';
import { providerChannelListing } from '@/lib/channels/provider-listing';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogue');
  return { title: t('myTitle'), robots: { index: false, follow: false } };
}

/** /my is personal: its rows load in the browser with the viewer's own session. */
export default async function MyRoute() {
  return (
    <ClientMessages namespaces={['catalogue']}>
      <LazyMyPage providerIsOtt={await loadProviderIsOtt()} channelListing={providerChannelListing} />
    </ClientMessages>
  );
}
