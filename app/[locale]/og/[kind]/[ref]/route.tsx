import { ImageResponse } from 'next/og';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadPacket, loadProvider } from '@/lib/billing/server';
import { loadContent, loadPerson } from '@/lib/catalogue/server';
import { resolveChannelsPath } from '@/lib/channels/server-data';
import { ageLabel } from '@/lib/rules/content-rules';
import { channelOgDetails } from '@/lib/seo/og-details';
import { OG_IMAGE_SIZE, OgCard, artworkDataUrl, type OgCardProps } from '@/lib/seo/og-card';

export { generateStaticParams } from '@/lib/cache/render-on-demand';

/**
 * Drawn once per address and language, then served from the page cache and redrawn in the background like the pages
 * that link it (drawing a card costs a render and an artwork download; crawlers ask for it with every share).
 */
export const dynamic = 'force-static';
export const revalidate = 300;

/** Artwork that does not answer in time is left out rather than holding the crawler. */
const ARTWORK_TIMEOUT_MS = 3_000;
/** Share images follow the catalogue, so they are cached for a day rather than forever. */
const CACHE_CONTROL = 'public, max-age=86400';

async function fetchArtwork(url: string | null | undefined): Promise<string | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ARTWORK_TIMEOUT_MS) });
    if (!response.ok) return null;
    return artworkDataUrl(response.headers.get('content-type'), await response.arrayBuffer());
  } catch {
    return null;
  }
}

async function cardFor(kind: string, ref: string): Promise<Omit<OgCardProps, 'siteName'> | null> {
  if (kind === 'contents') {
    const content = await loadContent(ref);
    if (!content) return null;
    const age = ageLabel(content.age);
    const details = [content.year, ...content.genres.slice(0, 2).map((genre) => genre.name), age]
      .filter(Boolean)
      .join(' · ');
    const artwork = await fetchArtwork(content.cover.src2x3 ?? content.images[0]?.src);
    return { title: content.title, details, artwork, background: content.cover.colorBg };
  }
  if (kind === 'persons') {
    const person = await loadPerson(ref);
    if (!person) return null;
    const t = await getTranslations('catalogue');
    const details = person.roles.map((role) => (t.has(`role.${role}`) ? t(`role.${role}`) : role)).join(' · ');
    return { title: person.name, details, artwork: await fetchArtwork(person.image) };
  }
  if (kind === 'channels') {
    const channel = (await resolveChannelsPath([ref]))?.channel;
    if (!channel) return null;
    const t = await getTranslations('catalogue.og');
    const details = channelOgDetails(channel, { liveTv: t('liveTv'), catchUp: (days) => t('catchUp', { days }) });
    return { title: channel.name, details, artwork: await fetchArtwork(channel.cover.src), logo: true };
  }
  if (kind === 'packets') {
    const packet = await loadPacket(ref);
    if (!packet) return null;
    return {
      title: packet.bundle?.customName || packet.name,
      details: packet.short,
      artwork: await fetchArtwork(packet.design.logo),
      background: packet.design.color,
      logo: true,
    };
  }
  if (kind === 'providers') {
    const provider = await loadProvider(ref);
    if (!provider) return null;
    const t = await getTranslations('provider');
    return {
      title: provider.name,
      details: t('description', { name: provider.name, count: provider.packets.length }),
      artwork: await fetchArtwork(provider.landing.logo),
      logo: true,
    };
  }
  return null;
}

/** /og/{contents|persons|channels|packets|providers}/{ref}: the share image of a title, person, channel, packet or provider landing, drawn from its artwork or logo. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; kind: string; ref: string }> }) {
  const { locale, kind, ref } = await params;
  setRequestLocale(locale);
  const [card, meta] = await Promise.all([cardFor(kind, ref), getTranslations('meta')]);
  if (!card) return new Response('Not found', { status: 404 });
  return new ImageResponse(<OgCard siteName={meta('siteName')} {...card} />, {
    ...OG_IMAGE_SIZE,
    headers: { 'cache-control': CACHE_CONTROL },
  });
}
