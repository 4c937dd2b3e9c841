import 'server-only';
import type { Metadata } from 'next';
import { firstValue, positiveInt } from '@/lib/catalogue/query';
import { loadProviderIsOtt, loadRow } from '@/lib/catalogue/server';
import { providerChannelListing } from '@/lib/channels/provider-listing';
import { ROW_PAGE_SIZE } from '@/lib/rules/row-layout';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

type PageQuery = Record<string, string | string[] | undefined>;

/**
 * /row/{id or slug}, shared by the page (the props of RowPage) and its metadata (the loaders are request-cached, so
 * the metadata's share costs nothing): the cached page passes no query, app/[locale]/with-query passes library_id and
 * text. The server renders the first 100 items (the prerender page size, section 9); the browser loads the rest.
 * Null when the row does not exist.
 */
export async function getRowPage(reference: string, query: PageQuery) {
  // Next decoded the segment once already; decoding it again turned `%25` into a crash.
  const libraryId = positiveInt(query.library_id);
  const text = firstValue(query.text)?.trim() || undefined;
  const firstPageSize = ROW_PAGE_SIZE.prerender;
  const [row, origin, providerIsOtt] = await Promise.all([
    loadRow(reference, 0, firstPageSize, text, libraryId),
    siteOrigin(),
    loadProviderIsOtt(),
  ]);
  if (!row) return null;
  const path = `/row/${encodeURIComponent(row.slug || reference)}`;
  return {
    reference,
    path,
    row,
    firstPageSize,
    url: `${origin}${path}`,
    origin,
    libraryId,
    text,
    providerIsOtt,
    channelListing: providerChannelListing,
  };
}

export type RowPageData = NonNullable<Awaited<ReturnType<typeof getRowPage>>>;

/** What a row's metadata reads: a /row page's data, and a /catalog page's (a catalog is a row with filters). */
type TitledRowPage = Pick<RowPageData, 'reference' | 'origin' | 'path'> & {
  row: { title: string; description?: string | null };
  /** False for a catalogue address whose filters make too narrow a page to index. */
  indexable?: boolean;
};

export async function rowPageMetadata(page: TitledRowPage | null): Promise<Metadata> {
  if (!page) return {};
  const { reference, row, origin, path, indexable = true } = page;
  // An address by bare id is noindex; its canonical twin is the slug address (catalogue-vod-billing.md section 5).
  return pageMetadata({
    title: row.title,
    description: row.description || row.title,
    path,
    origin,
    noindex: hasNoLetters(reference) || !indexable,
  });
}
