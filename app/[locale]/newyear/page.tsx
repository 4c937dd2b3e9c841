import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { NewYearPage } from '@/components/channels/newyear-page';
import { listSnapshot } from '@/lib/channels/list-snapshot';
import { loadChannel, loadChannelsData, loadPromoDays } from '@/lib/channels/server-data';
import { NEW_YEAR_CHANNEL_ID } from '@/lib/rules/seasonal';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const [origin, t] = await Promise.all([siteOrigin(), getTranslations('channels')]);
  return pageMetadata({ title: t('newYearTitle'), description: t('newYearDescription'), path: '/newyear', origin });
}

/** The seasonal page: countdown, channel 3929 fixed, channel list and schedule tabs, promo rows for members. */
export default async function NewYearRoute() {
  const [channel, data, promoDays] = await Promise.all([
    loadChannel(NEW_YEAR_CHANNEL_ID),
    loadChannelsData(),
    loadPromoDays(),
  ]);
  if (!channel) notFound();
  return (
    <ClientMessages namespaces={['billing', 'catalogue', 'channels', 'player', 'security']}>
      <Suspense>
        <NewYearPage
          channel={channel}
          initialChannels={data.channels.map(listSnapshot)}
          initialCategories={data.categories}
          promoDays={promoDays}
          listing={data.listing}
        />
      </Suspense>
    </ClientMessages>
  );
}
