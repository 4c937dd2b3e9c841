import 'server-only';
import type { Metadata } from 'next';
import type { Content } from '@/lib/api/types/catalogue';
import { contentHref } from '@/lib/catalogue/rows';
import { loadContent } from '@/lib/catalogue/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

/** What the player page needs of a content: the browser gets no more of the card than this. */
export interface WatchContent {
  id: number;
  slug: string;
  title: string;
  contentType: string;
  libraryId: number | null;
  age: number;
  isAdult: boolean;
  poster: string | null;
  seekPointsUrl: string | null;
  screenshotUrlTemplate: string | null;
}

function watchContent(content: Content): WatchContent {
  return {
    id: content.id,
    slug: content.slug,
    title: content.title,
    contentType: content.contentType,
    libraryId: content.libraryId,
    age: content.age,
    isAdult: content.isAdult,
    poster: content.cover.src16x9 ?? null,
    seekPointsUrl: content.seekPointsUrl,
    screenshotUrlTemplate: content.screenshotUrlTemplate,
  };
}

/**
 * /watch/{slug or id} and /content_embed/{slug or id}, shared by the pages and their metadata. Null when the content
 * does not exist.
 */
export async function getWatchPage(reference: string) {
  const content = await loadContent(reference);
  if (!content) return null;
  return {
    content,
    watch: watchContent(content),
    /** The content card's address, which search engines index instead of the player. */
    cardHref: contentHref(content),
    /** Where the player's back button leads: the series for an episode, else the card. */
    backHref: contentHref(content.breadcrumbs[0] ?? content),
  };
}

export type WatchPageData = NonNullable<Awaited<ReturnType<typeof getWatchPage>>>;

/** Player pages repeat the content card's address for search engines, which index the card instead. */
export async function watchPageMetadata(page: WatchPageData | null): Promise<Metadata> {
  if (!page) return {};
  const origin = await siteOrigin();
  const { content, cardHref } = page;
  return pageMetadata({ title: content.title, description: content.description, path: cardHref, origin, noindex: true });
}
