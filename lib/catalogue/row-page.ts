import 'server-only';
import type { Metadata } from 'next';
import { firstValue, positiveInt } from '@/lib/catalogue/query';
import { loadRow } from '@/lib/catalogue/server';
import { ROW_PAGE_SIZE } from '@/lib/rules/row-layout';
import { hasNoLetters, pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

type PageQuery = Record<string, string | string[] | undefined>;

/**
 * /row/{id or slug}, shared by the page and its metadata: the cached page passes no query, app/[locale]/with-query
 * passes library_id and text. The server renders the first 100 items (the prerender page size, section 9); the
 * browser loads the rest. Null when the row does not exist.
 */
export async function getRowPage(ref: string, query: PageQuery) {
  // Next decoded the segment once already; decoding it again turned `%25` into a crash.
  const libraryId = positiveInt(query.library_id);
  const text = firstValue(query.text)?.trim() || undefined;
  const [row, origin] = await Promise.all([
    loadRow(ref, 0, ROW_PAGE_SIZE.prerender, text, libraryId),
    siteOrigin(),
  ]);
  if (!row) return null;
  return { ref, row, libraryId, text, origin, path: `/row/${encodeURIComponent(row.slug || ref)}` };
}

export type RowPageData = NonNullable<Awaited<ReturnType<typeof getRowPage>>>;

export function rowPageMetadata(page: RowPageData | null): Metadata {
  if (!page) return {};
  const { ref, row, origin, path } = page;
  // An address by bare id is noindex; its canonical twin is the slug address (catalogue-vod-billing.md section 5).
  return pageMetadata({
    title: row.title,
    description: row.description || row.title,
    path,
    origin,
    noindex: hasNoLetters(ref),
  });
}
