import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { TvPage } from '@/components/channels/tv-page';
import { listSnapshot } from '@/lib/channels/list-snapshot';
import { loadChannelsData, loadPromoDays, loadSessionPresent } from '@/lib/channels/server-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const [origin, t] = await Promise.all([siteOrigin(), getTranslations('channels')]);
  return pageMetadata({ title: t('freeTitle'), description: t('freeDescription'), path: '/channelsfree', origin });
}

/** The free-channel listing (live-channels.md section 2). */
export default async function FreeChannelsRoute() {
  const [data, promoDays, sessionPresent] = await Promise.all([
    loadChannelsData(),
    loadPromoDays(),
    loadSessionPresent(),
  ]);
  // A visitor with a session may be a child profile: the public list (adult channels included) is not even sent.
  return (
    <ClientMessages namespaces={['billing', 'channels', 'modals', 'player', 'security']}>
      <Suspense>
        <TvPage
          initialChannels={sessionPresent ? [] : data.channels.map(listSnapshot)}
          initialCategories={data.categories}
          promoDays={promoDays}
          renderedAtSec={data.renderedAtSec}
          sessionPresent={sessionPresent}
          listing={data.listing}
          freeOnly
        />
      </Suspense>
    </ClientMessages>
  );
}
