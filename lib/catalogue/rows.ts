import type { ChannelCard, ContentSummary, Promotion, Row } from '@/lib/api/types/catalogue';
import { applyChannelListing, PLATFORM_LISTING, type ChannelListing } from '@/lib/channels/channel-listing';
import { visibleChannels } from '@/lib/rules/channel-list';

/** Vertical templates show 2:3 posters; the others 16:9 frames (catalogue-vod-billing.md section 2). */
export const VERTICAL_TEMPLATES: readonly string[] = ['content-v', 'collection-v'];
/** Templates whose items are promotions drawn as banners rather than cards. */
export const BANNER_TEMPLATES: readonly string[] = ['promo-bg', 'promo-wide'];

/** 4K items are filtered from row lists (catalogue-vod-billing.md section 5). */
export function rowContents(row: Pick<Row, 'contents'>): ContentSummary[] {
  return row.contents.filter((content) => !content.is4k);
}

/**
 * Channel rows leave out the 4K channels as channel lists do (live-channels.md), and follow the provider's listing
 * (CHANNEL_LIST_EXCLUDED_IDS, CHANNEL_LIST_PINNED_IDS) as the channel page does. Applied where the cards are drawn,
 * not where the row is loaded: a row's next page starts after the items the platform gave, shown or not.
 */
export function rowChannels(row: Pick<Row, 'channels'>, listing: ChannelListing = PLATFORM_LISTING): ChannelCard[] {
  return applyChannelListing(visibleChannels(row.channels, false), listing);
}

/** Items of the whole row when the platform counts them, else what this page carries. */
export function rowItemCount(row: Row, listing: ChannelListing = PLATFORM_LISTING): number {
  const loaded =
    rowContents(row).length + row.history.length + row.persons.length + rowChannels(row, listing).length + row.promotions.length;
  return Math.max(row.count ?? 0, loaded);
}

/** The "see all" page of a row; the library the page was opened with travels along. */
export function rowHref(row: Pick<Row, 'id' | 'slug'>, libraryId?: number | null): string {
  const base = `/row/${encodeURIComponent(row.slug || String(row.id))}`;
  return libraryId != null ? `${base}?library_id=${libraryId}` : base;
}

export function contentHref(content: Pick<ContentSummary, 'slug' | 'id'>): string {
  return `/contents/${encodeURIComponent(content.slug || String(content.id))}`;
}

export function watchHref(content: Pick<ContentSummary, 'slug' | 'id'>): string {
  return `/watch/${encodeURIComponent(content.slug || String(content.id))}`;
}

export function personHref(person: { slug: string; id: number }): string {
  return `/persons/${encodeURIComponent(person.slug || String(person.id))}`;
}

/** The picture of a promo card: a poster for vertical templates, the wide frame otherwise. */
export function promoImage(promotion: Promotion, vertical: boolean): string | null {
  const wanted = vertical ? 'poster' : 'wide';
  return promotion.images.find((image) => image.type === wanted)?.src ?? promotion.background;
}

/**
 * Whether a row's header offers "open all" (section 2: more than 2 items). Promo rows have their row page too;
 * only the rotating banner has no header.
 */
export function rowCanOpen(row: Pick<Row, 'id' | 'template'>): boolean {
  return row.id != null && row.template !== 'promo-bg';
}

/** The picture of a card: a poster for vertical templates, a frame otherwise. */
export function contentImage(content: ContentSummary, vertical: boolean): string | null {
  const wanted = vertical ? content.cover.src2x3 : content.cover.src16x9;
  const type = vertical ? 'poster' : 'standart';
  return wanted ?? content.images.find((image) => image.type === type)?.src ?? content.images[0]?.src ?? null;
}
