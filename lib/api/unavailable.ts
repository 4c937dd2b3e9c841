import { ApiError, NetworkError } from './errors';

/** What a 503 asks clients and crawlers to wait before trying again; the error screen retries sooner by itself. */
export const RETRY_AFTER_SECONDS = 30;

/** The API did not answer usefully: down, timed out, or failing on its side (as opposed to a 404 or a 400). */
export function isApiUnavailable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The answer of a route handler (sitemap) whose data could not be read: never a shorter document with 200. */
export function serviceUnavailableResponse(): Response {
  return new Response('Service temporarily unavailable', {
    status: 503,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
  });
}
