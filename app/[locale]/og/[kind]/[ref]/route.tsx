import { ImageResponse } from 'next/og';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadPacket, loadProvider } from '@/lib/billing/server';
import { isAliasReference } from '@/lib/cache/alias-address';
import { localizedHref } from '@/lib/i18n/locale-paths';
import { parseRenderSegment } from '@/lib/i18n/locale-segment';
import { loadContent, loadPerson } from '@/lib/catalogue/server';
import { resolveChannelsPath } from '@/lib/channels/server-data';
import { ageLabel } from '@/lib/rules/content-rules';
import { channelOgDetails } from '@/lib/seo/og-details';
import { OG_IMAGE_SIZE, OgCard, artworkDataUrl, ogImagePath, type OgCardProps } from '@/lib/seo/og-card';
import { timeoutSignal } from '@/lib/timeout-signal.mjs';

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
  const timeout = timeoutSignal(ARTWORK_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: timeout.signal });
    if (!response.ok) return null;
    return artworkDataUrl(response.headers.get('content-type'), await response.arrayBuffer());
  } catch {
    return null;
  } finally {
    // A running timer would keep this render in memory (lib/timeout-signal.mjs).
    timeout.clear();
  }
}

type Card = Omit<OgCardProps, 'siteName'>;
/** A card to draw, or the image's own address when a title or person was named by an alias (lib/cache/alias-address). */
type Drawing = { card: Card } | { canonical: string };

async function drawingFor(kind: string, ref: string): Promise<Drawing | null> {
  if (kind === 'contents') {
    const content = await loadContent(ref);
    if (!content) return null;
    if (isAliasReference(ref, content)) return { canonical: ogImagePath('contents', content.slug || String(content.id)) };
    const age = ageLabel(content.age);
    const details = [content.year, ...content.genres.slice(0, 2).map((genre) => genre.name), age]
      .filter(Boolean)
      .join(' · ');
    const artwork = await fetchArtwork(content.cover.src2x3 ?? content.images[0]?.src);
    return { card: { title: content.title, details, artwork, background: content.cover.colorBg } };
  }
  if (kind === 'persons') {
    const person = await loadPerson(ref);
    if (!person) return null;
    if (isAliasReference(ref, person)) return { canonical: ogImagePath('persons', person.slug || String(person.id)) };
    const t = await getTranslations('catalogue');
    const details = person.roles.map((role) => (t.has(`role.${role}`) ? t(`role.${role}`) : role)).join(' · ');
    return { card: { title: person.name, details, artwork: await fetchArtwork(person.image) } };
  }
  if (kind === 'channels') {
    const channel = (await resolveChannelsPath([ref]))?.channel;
    if (!channel) return null;
    const t = await getTranslations('catalogue.og');
    const details = channelOgDetails(channel, { liveTv: t('liveTv'), catchUp: (days) => t('catchUp', { days }) });
    return { card: { title: channel.name, details, artwork: await fetchArtwork(channel.cover.src), logo: true } };
  }
  if (kind === 'packets') {
    const packet = await loadPacket(ref);
    if (!packet) return null;
    return {
      card: {
        title: packet.bundle?.customName || packet.name,
        details: packet.short,
        artwork: await fetchArtwork(packet.design.logo),
        background: packet.design.color,
        logo: true,
      },
    };
  }
  if (kind === 'providers') {
    const provider = await loadProvider(ref);
    if (!provider) return null;
    const t = await getTranslations('provider');
    return {
      card: {
        title: provider.name,
        details: t('description', { name: provider.name, count: provider.packets.length }),
        artwork: await fetchArtwork(provider.landing.logo),
        logo: true,
      },
    };
  }
  return null;
}

/**
 * /og/{contents|persons|channels|packets|providers}/{ref}: the share image of a title, person, channel, packet or
 * provider landing, drawn from its artwork or logo. A title or person named by an alias (`/og/contents/anything-3`)
 * is sent to its own image's address: aliases are endless, and each drawn and stored would be one more copy of the
 * same picture in the page cache. The redirect is not stored either (lib/cache/store-policy.mjs).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; kind: string; ref: string }> }) {
  const { locale, kind, ref } = await params;
  setRequestLocale(locale);
  const [drawing, meta] = await Promise.all([drawingFor(kind, ref), getTranslations('meta')]);
  if (!drawing) return new Response('Not found', { status: 404 });
  // Temporary (307): renaming a title gives it a new slug, so where an alias leads can change.
  if ('canonical' in drawing) {
    // The image in the same language as the one asked for (issue 33).
    const location = localizedHref(drawing.canonical, parseRenderSegment(locale).locale);
    return new Response(null, { status: 307, headers: { location, 'cache-control': CACHE_CONTROL } });
  }
  return new ImageResponse(<OgCard siteName={meta('siteName')} {...drawing.card} />, {
    ...OG_IMAGE_SIZE,
    headers: { 'cache-control': CACHE_CONTROL },
  });
}
