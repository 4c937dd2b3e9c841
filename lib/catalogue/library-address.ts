import { positiveInt } from './query';

/** The query that selects a library (catalogue-vod-billing.md section 2): rows, pages and content cards take it. */
export const LIBRARY_PARAM = 'library_id';

/** The library an address (its `location.search`) selects, if a valid one. */
export function libraryFromSearch(search: string): number | undefined {
  return positiveInt(new URLSearchParams(search).get(LIBRARY_PARAM) ?? undefined);
}

export function withLibrary(href: string, libraryId: number | null | undefined): string {
  if (libraryId == null) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${LIBRARY_PARAM}=${libraryId}`;
}

/**
 * The libraries a title's stream is asked from, in order: the one the address selected (the viewer came from that
 * library), then the one the viewer's meta names, then the title's own; each once.
 */
export function streamLibraries(...candidates: Array<number | null | undefined>): number[] {
  const libraries = [...new Set(candidates.filter((id): id is number => id != null && id > 0))];
  return libraries.length > 0 ? libraries : [0];
}
