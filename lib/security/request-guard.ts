/**
 * Cross-site request checks for the state-changing routes of ours (the gateway, beacons, /api/session): a page on
 * another site can make a browser send a POST here (a form, a text/plain fetch, a beacon) with our cookies, so it is
 * refused unless the browser says the request came from our own pages.
 */

import { errorResponse } from './error-response';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const JSON_CONTENT_TYPE = 'application/json';

export function trustsProxy(): boolean {
  return process.env.TRUST_PROXY === '1';
}

/** The host the browser addressed: `Host`, or the proxy's `X-Forwarded-Host` only when TRUST_PROXY=1. */
export function requestHost(headers: Headers, trustProxy = trustsProxy()): string | null {
  const forwarded = trustProxy ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : null;
  return (forwarded || headers.get('host') || '').toLowerCase() || null;
}

/**
 * Same-origin only: `Sec-Fetch-Site` when the browser sends it (every current one does), else `Origin` against the
 * addressed host. A request with neither is not from a browser page (curl, the server's own calls) and cannot carry
 * a victim's cookies, so it passes.
 */
export function isCrossSite(request: Request, trustProxy = trustsProxy()): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== requestHost(request.headers, trustProxy);
  } catch {
    return true;
  }
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

export interface GuardOptions {
  /** Media types a body may have; a body of any other type is refused (a cross-site form can only send three). */
  contentTypes?: readonly string[];
  trustProxy?: boolean;
}

/** A refusal for a state-changing request from another site or with a body of the wrong type; null when it may pass. */
export function guardStateChange(request: Request, { contentTypes = [JSON_CONTENT_TYPE], trustProxy }: GuardOptions = {}): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (isCrossSite(request, trustProxy)) return errorResponse(403, 'Requests from other sites are not accepted.', 'cross_site_request');
  const hasBody = request.headers.get('content-length') !== '0' && (request.body !== null || request.headers.has('content-length'));
  const type = mediaType(request);
  if (hasBody && type && !contentTypes.includes(type)) {
    return errorResponse(415, `Unsupported content type ${type}.`, 'unsupported_media_type');
  }
  if (hasBody && !type && request.headers.has('content-length')) {
    return errorResponse(415, 'A request body needs a content type.', 'unsupported_media_type');
  }
  return null;
}
