import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChannelsScreen } from '@/components/channels/channels-screen';
import { loadChannelsScreenData } from '@/lib/channels/server-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

export async function generateMetadata(): Promise<Metadata> {
  const [origin, t] = await Promise.all([siteOrigin(), getTranslations('channels')]);
  return pageMetadata({ title: t('freeTitle'), description: t('freeDescription'), path: '/channelsfree', origin });
}

/** The free-channel listing (live-channels.md section 2). */
export default async function FreeChannelsRoute() {
  return <ChannelsScreen {...await loadChannelsScreenData()} freeOnly />;
}
