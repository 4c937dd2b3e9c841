import { BEACON_METHOD_PARAM } from './beacon';
import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import { ApiError, NetworkError, isAuthenticationError, type RawApiErrorBody } from './errors';
import { keepLeaveCall } from './leave-outbox';
import { ResponseCache } from './response-cache';
import { REQUEST_ID_HEADER, currentRequestId, recordApiFailure } from '../ops/ops-hooks.mjs';
import { timeoutSignal } from '../timeout-signal.mjs';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** GET only: how long the answer may be reused; defaults to the spec's 3 s. */
  cacheMs?: number;
  /**
   * GET only, browser cache: the answer's own lifetime (ms) when it names one (an operator's cache_timeout), else null
   * for `cacheMs`. Server renders keep their data cache's fixed revalidation.
   */
  cacheFromAnswer?: (data: unknown) => number | null;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The answer is plain text (the platform's legal texts), not a JSON envelope. */
  text?: boolean;
  /** Skip the 401 hook: stat and the one-time-code auth endpoints handle 401 themselves (section 8). */
  ignoreAuthErrors?: boolean;
  /**
   * A save that must arrive even when the viewer is leaving the page (history, stat): sent with
   * navigator.sendBeacon through `beaconPath` (lib/api/beacon.ts says why), so no answer can be read and the call
   * resolves with null data. Without a beacon route (the server, unit tests) it is a keepalive fetch.
   */
  beacon?: boolean;
}

/**
 * What the client hands back: the answer itself. The real operator sends bare bodies and no paging meta
 * (../shared/operator-wire-format.md, cross-cutting facts 1 and 6); an older platform wrapped them in
 * `{data, meta}`, which the client unwraps, so `meta` is there only when such a platform sent it.
 */
export interface Envelope<T> {
  data: T;
  meta?: { count?: number; offset?: number; limit?: number };
}

/**
 * An envelope is an object whose keys are `data` and at most `meta`: a bare answer that merely has a `data` field
 * (a payment's `data`, a QR code's) is the answer itself.
 */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.includes('data') && keys.every((key) => key === 'data' || key === 'meta');
}

/** The answer of a call that succeeded but could not be read: shown as the service being unreachable. */
export const UNREADABLE_ANSWER_CODE = 'platform_unreachable';

/**
 * No server words: the screen shows its own translated fallback (describeApiError), as the English text here is only
 * the error's message for logs.
 */
export function unreadableAnswerError(status = 502): ApiError {
  return new ApiError(status, { error_code: UNREADABLE_ANSWER_CODE }, 'The TV service answered something that could not be read.');
}

export interface ApiClientOptions {
  /** Origin of the API: the platform on the server, '' in the browser (same-origin gateway). */
  baseUrl: string;
  /** '/api' in the browser, where the gateway at /api/v2/* adds the httpOnly token. */
  pathPrefix?: string;
  /**
   * Server renders only: cacheable GETs go through Next's data cache (shared through REDIS_URL, tagged by kind and id
   * for the revalidate route), since a no-store fetch would make a cached page dynamic.
   */
  dataCache?: { revalidateSeconds: number };
  /** Default time limit of every call (a call's own timeoutMs wins). */
  timeoutMs?: number;
  /** Server-side only; browsers never hold the token. */
  accessToken?: string;
  /** Headers sent with every call: the gateway's checks forward the viewer's address (x-forwarded-for). */
  headers?: Record<string, string>;
  locale?: string;
  fetch?: typeof fetch;
  cache?: ResponseCache;
  onAuthError?: (error: ApiError) => void;
  /** Same-origin route taking beacons (lib/api/beacon.ts); browser clients only. */
  beaconPath?: string;
  /**
   * Server clients only: checks a successful answer against the schema of its path and returns what is usable
   * (lib/api/contract/answer-check.ts). Injected rather than imported so no validation code reaches the browser.
   */
  checkAnswer?: (method: string, path: string, data: unknown) => unknown;
  /** Server clients only: one log line for an answer with no readable body (a proxy's HTML page, a bare 502). */
  onUnreadableAnswer?: (method: string, path: string, status: number) => void;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  getEnvelope<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  clearCache(fragment?: string): void;
  readonly locale: string | undefined;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Revalidation tags of an API path: its kind and its kind:id ('/v2/contents/42/episodes' -> contents, contents:42),
 * the names the revalidate route accepts (app/api/revalidate).
 */
export function apiCacheTags(path: string): string[] {
  const [kind, id] = path.replace(/^\/v2\//, '').split(/[/?]/);
  return ['api', ...(kind ? [kind] : []), ...(kind && id ? [`${kind}:${id}`] : [])];
}

/** `.` / `..` (also as %2e) in a path would be resolved away by URL and reach another endpoint than the one named. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  if (DOT_SEGMENT.test(path)) throw new ApiError(404, { error: { message: 'Not found.', code: 'not_found' } });
  const url = new URL(path, baseUrl || 'http://same-origin.invalid');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return baseUrl ? url.toString() : `${url.pathname}${url.search}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const cache = options.cache ?? new ResponseCache();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function sendBeacon(method: string, path: string, request: RequestOptions): boolean {
    if (!options.beaconPath || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    const url = buildUrl(options.baseUrl, `${options.beaconPath}${path}`, { ...request.query, [BEACON_METHOD_PARAM]: method });
    // A string body goes out as text/plain, read as JSON by the beacon route. Not a Blob: Chromium reads a Blob from
    // the page's process, and a beacon whose page was already gone was lost 3 times in 10.
    return navigator.sendBeacon(url, JSON.stringify(request.body ?? {}));
  }

  async function send<T>(method: string, path: string, request: RequestOptions): Promise<Envelope<T>> {
    if (request.beacon && (method === 'PATCH' || method === 'POST')) {
      keepLeaveCall({ method, path, query: request.query, body: request.body, at: Date.now() });
      if (sendBeacon(method, path, request)) return { data: null as T };
    }
    const query = { ...request.query, ...(options.accessToken ? { access_token: options.accessToken } : {}) };
    const url = buildUrl(options.baseUrl, `${options.pathPrefix ?? ''}${path}`, query);
    const headers: Record<string, string> = { ...options.headers, Accept: request.text ? 'text/plain' : 'application/json' };
    if (options.locale) headers['Accept-Language'] = options.locale;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';

    // Cleared once the answer is read: a timer left running kept a rendered request in memory (lib/timeout-signal.mjs).
    const timeout = timeoutSignal(request.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
    const cacheable = method === 'GET' && options.dataCache && (request.cacheMs ?? CACHE_LIFETIME_MS.default) > 0;
    const caching: RequestInit = cacheable
      ? { next: { revalidate: options.dataCache!.revalidateSeconds, tags: apiCacheTags(path) } }
      : method === 'GET'
        ? { cache: 'no-store' }
        : // Not cached either way; naming no-store here would turn the page rendering the server guest dynamic.
          {};
    // Not on a cached call: its answer serves every viewer, and the header would be part of its cache key.
    const requestId = cacheable ? undefined : currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
        ...caching,
        credentials: 'same-origin',
        keepalive: request.beacon,
      });
    } catch (cause) {
      timeout.clear();
      if (request.signal?.aborted) throw cause;
      if (timeout.signal.aborted) recordApiFailure('timeout');
      throw new NetworkError(cause);
    }

    let text: string;
    try {
      text = await response.text().finally(timeout.clear);
    } catch (cause) {
      // The connection broke mid-answer, or the time limit fell while the body was still coming.
      if (request.signal?.aborted) throw cause;
      throw new NetworkError(cause);
    }
    if (response.ok && request.text) return { data: text as T };
    let parsed: unknown = null;
    let readable = true;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      readable = false;
    }
    if (!readable || (!response.ok && response.status >= 500 && parsed === null)) {
      options.onUnreadableAnswer?.(method, path, response.status);
    }
    if (!response.ok) {
      if (response.status >= 500) recordApiFailure('server_error');
      const body = readable && parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
      const error = new ApiError(response.status, body as RawApiErrorBody | null, response.statusText, response.headers.get('retry-after'));
      if (!request.ignoreAuthErrors && isAuthenticationError(error)) options.onAuthError?.(error);
      throw error;
    }
    // A truncated body or a proxy's HTML page with a 200: nothing in it can be trusted.
    if (!readable) throw unreadableAnswerError();
    const envelope: Envelope<T> = isEnvelope(parsed) ? (parsed as Envelope<T>) : { data: parsed as T };
    if (options.checkAnswer && envelope.data !== null) envelope.data = options.checkAnswer(method, path, envelope.data) as T;
    return envelope;
  }

  function getEnvelope<T>(path: string, request: RequestOptions = {}): Promise<Envelope<T>> {
    const lifetime = request.cacheMs ?? CACHE_LIFETIME_MS.default;
    const fromAnswer = request.cacheFromAnswer;
    const key = `${options.locale ?? ''} ${buildUrl('', path, request.query)}`;
    const keep =
      request.signal || lifetime <= 0
        ? 0
        : fromAnswer
          ? (answer: Envelope<T>) => fromAnswer(answer.data) ?? lifetime
          : lifetime;
    return cache.getOrLoad(key, keep, () => send<T>('GET', path, request));
  }

  return {
    locale: options.locale,
    getEnvelope,
    get: async <T>(path: string, request?: RequestOptions) => (await getEnvelope<T>(path, request)).data,
    post: async <T>(path: string, body?: unknown, request: RequestOptions = {}) =>
      (await send<T>('POST', path, { ...request, body: body ?? {} })).data,
    patch: async <T>(path: string, body?: unknown, request: RequestOptions = {}) =>
      (await send<T>('PATCH', path, { ...request, body: body ?? {} })).data,
    put: async <T>(path: string, body?: unknown, request: RequestOptions = {}) =>
      (await send<T>('PUT', path, { ...request, body: body ?? {} })).data,
    delete: async <T>(path: string, request: RequestOptions = {}) => (await send<T>('DELETE', path, request)).data,
    clearCache: (fragment?: string) => cache.clear(fragment),
  };
}
