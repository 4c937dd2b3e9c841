import 'server-only';
import type { Metadata } from 'next';
import type { Content } from '@/lib/api/types/catalogue';
import { isAliasReference } from '@/lib/cache/alias-address';
import { contentHref } from '@/lib/catalogue/rows';
import {
  loadAirings,
  loadChannelNames,
  loadContent,
  loadEpisodes,
  loadSeoMasks,
  loadSimilar,
} from '@/lib/catalogue/server';
import { applySeoMask } from '@/lib/seo/masks';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
import { ogImagePath } from '@/lib/seo/og-card';
import { siteOrigin } from '@/lib/seo/site';

/**
 * /contents/{slugOrId}[/{child}] and /episodes/{slugOrId}, shared by the pages and their metadata (the loaders are
 * request-cached, so the metadata's share costs nothing). `parent` is the first segment of a two-segment address.
 * Null when the content does not exist.
 */
export async function getContentPage(reference: string, parent?: string) {
  const content = await loadContent(reference);
  if (!content) return null;
  // `/contents/{series}/{episode}` names its series too: any other first segment is an alias as well.
  const alias =
    isAliasReference(reference, content) ||
    (parent !== undefined && !content.breadcrumbs.some((crumb) => !isAliasReference(parent, crumb)));
  const [seasons, airings, similar, channelNames, origin] = await Promise.all([
    loadEpisodes(reference),
    loadAirings(reference),
    loadSimilar(reference),
    loadChannelNames(),
    siteOrigin(),
  ]);
  return { reference, content, alias, seasons, airings, similar, channelNames, origin };
}

export type ContentPageData = NonNullable<Awaited<ReturnType<typeof getContentPage>>>;

function ogType(content: Content) {
  if (content.contentType === 'episode') return 'video.episode';
  if (content.contentType === 'series' || content.contentType === 'season') return 'video.tv_show';
  return 'video.movie';
}

function contentTitle(content: Content): string {
  const series = content.breadcrumbs[0]?.title;
  const name = series && content.contentType !== 'series' ? `${series}. ${content.title}` : content.title;
  return content.year ? `${name} (${content.year})` : name;
}

export async function contentPageMetadata(page: ContentPageData | null): Promise<Metadata> {
  if (!page) return {};
  const { reference, content, origin } = page;
  const masks = await loadSeoMasks();
  const seo = applySeoMask(masks, 'content', {
    title: contentTitle(content),
    description: content.description || content.title,
  });
  return pageMetadata({
    title: seo.title,
    description: seo.description,
    path: contentHref(content),
    origin,
    image: `${origin}${ogImagePath('contents', content.slug || String(content.id))}`,
    noindex: hasNoLetters(reference),
    type: ogType(content),
  });
}
