import { timeoutSignal } from '../timeout-signal.mjs';
import { htmlToText } from './html-text';

/**
 * The agreement and privacy documents at the addresses the network data names (catalogue-vod-billing.md section 9:
 * "fetched as plain text from addresses in network data"). Those are the operator's own addresses, on any host, so
 * this is not a /v2 call of the API client: it is fetched as given, on the server, through Next's data cache like
 * the other public data, and what it serves (text, or HTML reduced to text) is rendered as text.
 */

/** Bigger than any legal text; an address answering more is not one. */
export const MAX_LEGAL_DOCUMENT_BYTES = 1_000_000;
const CACHE_TAGS = ['api', 'texts'];

export class LegalDocumentError extends Error {
  override name = 'LegalDocumentError';
}

export interface LegalDocumentOptions {
  /** Where a relative address is resolved: the API's origin. */
  baseUrl: string;
  locale?: string;
  timeoutMs: number;
  /** Next's data cache lifetime; unset outside a server render. */
  revalidateSeconds?: number;
  fetch?: typeof fetch;
}

function documentUrl(address: string, baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(address, baseUrl);
  } catch {
    throw new LegalDocumentError(`not an address: ${address.slice(0, 100)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new LegalDocumentError(`not an http(s) address: ${url.protocol}`);
  return url;
}

/** The document's text; throws LegalDocumentError (or the fetch's own error) when the address gives none. */
export async function getLegalDocument(address: string, options: LegalDocumentOptions): Promise<string> {
  const url = documentUrl(address, options.baseUrl);
  const doFetch = options.fetch ?? fetch;
  const timeout = timeoutSignal(options.timeoutMs);
  try {
    const response = await doFetch(url, {
      headers: { Accept: 'text/plain, text/html;q=0.9', ...(options.locale ? { 'Accept-Language': options.locale } : {}) },
      signal: timeout.signal,
      redirect: 'follow',
      ...(options.revalidateSeconds ? { next: { revalidate: options.revalidateSeconds, tags: CACHE_TAGS } } : { cache: 'no-store' }),
    });
    if (!response.ok) throw new LegalDocumentError(`${url.origin}${url.pathname} answered ${response.status}`);
    const type = (response.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const html = type.includes('html');
    if (!html && !type.startsWith('text/')) throw new LegalDocumentError(`${url.origin}${url.pathname} is ${type}, not text`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_LEGAL_DOCUMENT_BYTES) throw new LegalDocumentError(`${url.origin}${url.pathname} is too large`);
    const body = await response.text();
    if (body.length > MAX_LEGAL_DOCUMENT_BYTES) throw new LegalDocumentError(`${url.origin}${url.pathname} is too large`);
    const text = (html ? htmlToText(body) : body).trim();
    if (!text) throw new LegalDocumentError(`${url.origin}${url.pathname} is empty`);
    return text;
  } finally {
    timeout.clear();
  }
}
