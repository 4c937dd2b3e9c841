import { SEARCH_MAX_LENGTH } from '@/lib/rules/validation';

/**
 * `/search?q={term}` (catalogue-vod-billing.md section 2) is rendered once per query and language and kept in the page
 * cache like any public page (issue 32: a render per request let a flood of searches starve every cached page). Next
 * caches a page by its path, not its query, so the request gate moves the query into the internal address
 * (lib/locale-rewrite.ts): `/search?q=River ` is served from `/{segment}/search/cml2ZXI`, one path segment in
 * base64url, where no character needs escaping and no `.` or `/` can change the path. Visitors keep the query address.
 */

/** The query as the search shows it: trimmed, lowercased (section 2 navigates with lowercased text), at most 255. */
export function normalizeSearchQuery(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH);
}

/** The internal path of a search address (`/search` without a query). */
export function searchRenderPath(text: string | null | undefined): string {
  const query = normalizeSearchQuery(text);
  return query ? `/search/${Buffer.from(query, 'utf8').toString('base64url')}` : '/search';
}

/** The query an internal path segment names (anything that is not base64url reads as some other text). */
export function searchQueryFromSegment(segment: string | undefined): string {
  return segment ? normalizeSearchQuery(Buffer.from(segment, 'base64url').toString('utf8')) : '';
}

/** The public address of a search, its canonical link. */
export function searchPath(query: string): string {
  return query ? `/search?q=${encodeURIComponent(query)}` : '/search';
}
