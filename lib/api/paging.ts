import { unreadableAnswerError, type ApiClient, type RequestOptions } from './client';

/**
 * Paged lists as the operator sends them: `limit` and `offset` asked, a bare array answered, no total
 * (../shared/operator-wire-format.md, cross-cutting fact 6). A full page means there may be more; a short page is the
 * last. An older platform's `meta.count` is used when present.
 */
export const DEFAULT_PAGE_LIMIT = 20;

export interface PageRequest {
  offset?: number;
  limit?: number;
}

export async function getPage<Raw>(
  api: ApiClient,
  path: string,
  page: PageRequest,
  options: Omit<RequestOptions, 'query'> = {},
): Promise<{ items: Raw[]; hasMore: boolean }> {
  const offset = page.offset ?? 0;
  const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
  const answer = await api.getEnvelope<Raw[]>(path, { ...options, query: { offset, limit } });
  // A list where an object stood, or nothing at all: no page can be made of it.
  if (!Array.isArray(answer.data)) throw unreadableAnswerError();
  const count = answer.meta?.count;
  const hasMore = typeof count === 'number' ? offset + answer.data.length < count : answer.data.length >= limit;
  return { items: answer.data, hasMore };
}
