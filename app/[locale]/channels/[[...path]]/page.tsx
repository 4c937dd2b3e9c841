import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChannelsScreen } from '@/components/channels/channels-screen';
import type { Channel } from '@/lib/api/types/channels';
import { channelScheduleLd, channelSeo } from '@/lib/seo/channel-seo';
import { CHANNELS_PATH } from '@/lib/channels/constants';
import { categoryHref, channelHref } from '@/lib/channels/route-params';
import { loadChannelsScreenData, loadListedSchedule, resolveChannelsPath } from '@/lib/channels/server-data';
import { loadSeoMasks } from '@/lib/catalogue/server';
import { applySeoMask } from '@/lib/seo/masks';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ path?: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ path }, origin, t] = await Promise.all([params, siteOrigin(), getTranslations('channels')]);
  const resolved = await resolveChannelsPath(path);
  if (!resolved) return {};
  const { channel, category } = resolved;
  if (channel) {
    const seo = channelSeo(channel, channelHref(category?.slug ?? null, channel.slug), origin);
    const masked = applySeoMask(await loadSeoMasks(), 'channel', seo);
    return pageMetadata({
      title: masked.title,
      description: masked.description,
      path: seo.canonicalPath,
      origin,
      image: seo.imageUrl,
    });
  }
  if (category && path?.length) {
    return pageMetadata({
      title: t('categoryTitle', { category: category.name }),
      description: t('metaDescription'),
      path: categoryHref(category.slug),
      origin,
    });
  }
  return pageMetadata({ title: t('title'), description: t('metaDescription'), path: CHANNELS_PATH, origin });
}

/** The channel, and its programmes from the one on air as live BroadcastEvents. */
async function ChannelLd({ channel, path, origin }: { channel: Channel; path: string; origin: string }) {
  const schedule = await loadListedSchedule(channel);
  return (
    <>
      <JsonLdScript data={channelSeo(channel, path, origin).jsonLd} />
      {channelScheduleLd(channel, schedule, path, origin).map((event) => (
        <JsonLdScript key={String(event.startDate)} data={event} />
      ))}
    </>
  );
}

/** /channels, /channels/{category}, /channels/{category}/{channel} and /channels/{id_or_slug} (live-channels.md section 2). */
export default async function ChannelsRoute({ params }: Props) {
  const { path } = await params;
  const [resolved, screen, origin] = await Promise.all([resolveChannelsPath(path), loadChannelsScreenData(), siteOrigin()]);
  if (!resolved) notFound();
  const { channel, category } = resolved;
  return (
    <ChannelsScreen {...screen}>
      {channel && (
        <ChannelLd channel={channel} path={channelHref(category?.slug ?? null, channel.slug)} origin={origin} />
      )}
    </ChannelsScreen>
  );
}
