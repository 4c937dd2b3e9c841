import { ServerResponse, type IncomingMessage } from 'node:http';
import { RETRY_AFTER_SECONDS } from '../api/unavailable';

const PATCHED = Symbol.for('tv-web.unavailable-status');

/** A page address (not an API route, not a Next asset): its failures are the ones the error screen shows. */
export function isPageRequest(request: Pick<IncomingMessage, 'method' | 'url'> | undefined): boolean {
  if (!request || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const path = (request.url ?? '').split('?')[0];
  return !path.startsWith('/api/') && !path.startsWith('/_next/static/') && !path.startsWith('/_next/image');
}

/**
 * A page Next could not render (nothing cached, the API down or failing) answers 503 with Retry-After instead of 500:
 * its body is already our translated error screen (app/[locale]/error.tsx), which reloads itself when the page renders
 * again. App Router pages cannot choose a 503 themselves (only notFound/redirect set statuses), so the status is
 * rewritten as the response head is written. A page with a cached copy never gets here: Next serves the copy.
 */
export function answerFailedPagesWith503(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [PATCHED]?: boolean };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function patchedWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && isPageRequest(this.req)) {
      this.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      this.setHeader('cache-control', 'no-store');
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, 503, ...rest);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof writeHead;
}
