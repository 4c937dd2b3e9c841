import { ApiError, NetworkError } from './errors';

/** What a 503 asks clients and crawlers to wait before trying again; the error screen retries sooner by itself. */
export const RETRY_AFTER_SECONDS = 30;

/** The API did not answer usefully: down, timed out, or failing on its side (as opposed to a 404 or a 400). */
export function isApiUnavailable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  // A body read that timed out is a DOMException, an Error only in some realms: its name says what it is.
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/**
 * For a server render's helper that shows a block as empty when the platform refuses it: the platform down, slow or
 * failing is another matter. The page would be stored without the block and served so to everyone, over the good
 * copy. That error goes on, so the page is not stored: the copy from before is served (stale on error), or the 503
 * screen when there is none (issue 21).
 */
export function rethrowIfUnavailable(error: unknown): void {
  if (isApiUnavailable(error)) throw error;
}

/** The answer of a route handler (sitemap) whose data could not be read: never a shorter document with 200. */
export function serviceUnavailableResponse(): Response {
  return new Response('Service temporarily unavailable', {
    status: 503,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
  });
}
