import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { firstValue, positiveInt } from '@/lib/catalogue/query';
import { loadProviderIsOtt, loadRow } from '@/lib/catalogue/server';
import { providerChannelListing } from '@/lib/channels/provider-listing';
import { ROW_PAGE_SIZE } from '@/lib/rules/row-layout';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { RowPage } from './row-page';

export type RowQuery = Record<string, string | string[] | undefined>;

/** The server renders the first 100 items (the prerender page size, section 9); the browser loads the rest. */
async function resolve(ref: string, query: RowQuery) {
  // Next decoded the segment once already; decoding it again turned `%25` into a crash.
  const libraryId = positiveInt(query.library_id);
  const text = firstValue(query.text)?.trim() || undefined;
  const row = await loadRow(ref, 0, ROW_PAGE_SIZE.prerender, text, libraryId);
  return { ref, row, libraryId, text };
}

export async function rowRouteMetadata(id: string, query: RowQuery): Promise<Metadata> {
  const [{ ref, row }, origin] = await Promise.all([resolve(id, query), siteOrigin()]);
  if (!row) return {};
  // An address by bare id is noindex; its canonical twin is the slug address (catalogue-vod-billing.md section 5).
  return pageMetadata({
    title: row.title,
    description: row.description || row.title,
    path: `/row/${encodeURIComponent(row.slug || ref)}`,
    origin,
    noindex: hasNoLetters(ref),
  });
}

/** /row/{id or slug}: the cached page passes no query; app/[locale]/with-query passes library_id and text. */
export async function RowRoute({ id, query }: { id: string; query: RowQuery }) {
  const [{ ref, row, libraryId, text }, origin, providerIsOtt] = await Promise.all([
    resolve(id, query),
    siteOrigin(),
    loadProviderIsOtt(),
  ]);
  if (!row) notFound();
  const url = `${origin}/row/${encodeURIComponent(row.slug || ref)}`;
  return (
    <RowPage
      row={row}
      firstPageSize={ROW_PAGE_SIZE.prerender}
      url={url}
      origin={origin}
      libraryId={libraryId}
      text={text}
      providerIsOtt={providerIsOtt}
      channelListing={providerChannelListing}
    />
  );
}
