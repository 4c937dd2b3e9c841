import { logUnreadableAnswer } from '../api/answer-log';
import { isEnvelope } from '../api/client';
import { localizeErrorBody, type ViewerErrorKey } from '../api/error-texts';
import { grantExpirySeconds, isTokenGrant } from '../api/token-grant';
import { LOCALE_COOKIE, isLocale, normalizeLocale, resolveLocale, type Locale } from '../i18n/locales';
import { GEO_LOCK_COOKIE } from '../request-gate/rules';
import { BodyTooLargeError, GATEWAY_BODY_LIMIT_BYTES, readLimitedBody, tooLargeResponse } from '../security/body-limit';
import { clientAddress } from '../security/client-address';
import { errorResponse } from '../security/error-response';
import { guardStateChange } from '../security/request-guard';
import { readCookieHeader } from '../security/cookie-header';
import { TOKEN_COOKIE } from './cookies';
import { timeoutSignal } from '../timeout-signal.mjs';
import { grantDevice } from './grant-device';
import { stashGuestSession } from './guest-stash';
import type { ProfileRole } from '../api/types/identity';
import type { CheckedAnswers } from './checked-answers';
import { HeldBodyResponse, heldJsonResponse, type HeldBytes } from './held-body-response';
import { mayStateProfileRole, profileHintCookie, statedProfileRole } from './profile-hint';
import { streamMediaCookies } from './media-cookies';
import { cookie, sessionCookies } from './session-cookies';
import { sendRenewingToken, viewerSessionFor } from './token-renewal';

export { clearedSessionCookies, sessionCookies } from './session-cookies';

/**
 * Headers worth passing on; cookies and the browser's own auth never reach the platform, nor the browser's own
 * `X-Forwarded-For` (the gateway sends the client's address itself, lib/security/client-address.ts).
 */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'user-agent'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after'];

/**
 * Personal paths fail fast without a session: "Authorization required" (core-session-account.md section 7).
 * Network info is the exception: start-up step 1 reads it before any session exists.
 */
const PERSONAL_PATH = /^users\/self(?!\/network$)(\/|$)/;

export const AUTHORIZATION_REQUIRED = 'Authorization required';
/** A geo lock is re-checked by the platform on the next sign-in attempt; a day keeps it from sticking forever. */
const GEO_LOCK_SECONDS = 24 * 60 * 60;

export interface GatewayOptions {
  platformUrl: string;
  fetch?: typeof fetch;
  secureCookies?: boolean;
  now?: () => number;
  /** The words of a viewer-facing error code in a language (lib/api/error-texts.ts); without it errors pass as sent. */
  errorWords?: (locale: Locale) => Promise<(key: ViewerErrorKey) => string>;
  /**
   * Checks a successful answer against the schema of its path (lib/api/contract/answer-check.ts): what is usable comes
   * back, an unusable answer throws. Without it answers pass as sent.
   */
  checkAnswer?: (method: string, path: string, data: unknown) => unknown;
  /** Whether checkAnswer has a schema for an answer (without it, every answer is taken to have one). */
  checksAnswer?: (method: string, path: string) => boolean;
  /** What was sent for answers checked before, by their bytes (lib/session/checked-answers.ts); without it none is kept. */
  checkedAnswers?: CheckedAnswers;
  /** How long the operator may take to start answering; GATEWAY_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
}

/**
 * Under the browser client's own 15 s limit (lib/api/client.ts), so a slow operator reaches the viewer as the gateway's
 * translated 504 rather than as a dropped request.
 */
export const GATEWAY_TIMEOUT_MS = 12_000;

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

function readCookies(request: Request): CookieReader {
  const pairs = readCookieHeader(request.headers.get('cookie'));
  return { get: (name) => (pairs.has(name) ? { value: pairs.get(name)! } : undefined) };
}

/** `.` and `..` would climb out of /v2 once the target URL is resolved (`/api/v2/%2e%2e/dev/...`). */
function hasDotSegment(path: string[]): boolean {
  return path.some((segment) => segment === '.' || segment === '..' || segment === '');
}

/**
 * Forwards a browser call to the platform's /v2 API with the token from the httpOnly cookie as the
 * `access_token` query parameter and the interface language as Accept-Language. Token grants in the
 * answer are moved into cookies and removed from the body, so page scripts never see a token.
 */
export async function forwardToPlatform(request: Request, path: string[], options: GatewayOptions): Promise<Response> {
  const refusal = guardStateChange(request);
  if (refusal) return refusal;
  if (hasDotSegment(path)) return errorResponse(400, 'The address has an empty or dot segment.', 'invalid_path');
  const cookies = readCookies(request);
  const token = cookies.get(TOKEN_COOKIE)?.value;
  const apiPath = path.map(encodeURIComponent).join('/');
  if (!token && PERSONAL_PATH.test(apiPath)) {
    return errorResponse(401, AUTHORIZATION_REQUIRED, 'authentication_failed');
  }

  const incoming = new URL(request.url);
  const target = new URL(`${options.platformUrl}/v2/${apiPath}`);
  incoming.searchParams.forEach((value, key) => {
    if (key !== 'access_token') target.searchParams.append(key, value);
  });
  if (token) target.searchParams.set('access_token', token);

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-forwarded-for', clientAddress(request.headers));
  // The app's client names the language of the page it runs on, which the page's address decides (issue 33): that
  // wins; a browser's own list (a beacon, a call made outside the client) falls behind the language chosen here.
  const header = request.headers.get('accept-language');
  const language = (header && isLocale(header) ? header : null) ?? normalizeLocale(cookies.get(LOCALE_COOKIE)?.value);
  const acceptLanguage = language ?? header;
  if (acceptLanguage) headers.set('accept-language', acceptLanguage);

  // The platform words its errors in English: those a viewer meets are shown in the interface language.
  const errorLocale = resolveLocale({ cookie: language, acceptLanguage: header });
  const localizedError = async (status: number, text: string, responseHeaders: Headers) => {
    const words = options.errorWords ? await options.errorWords(errorLocale) : null;
    const localized = words ? localizeErrorBody(text, words) : text;
    if (localized !== text) responseHeaders.delete('content-length');
    return new Response(localized, { status, headers: responseHeaders });
  };

  const hasBody = !['GET', 'HEAD'].includes(request.method);
  let requestBody: Uint8Array | undefined;
  try {
    requestBody = hasBody ? await readLimitedBody(request, GATEWAY_BODY_LIMIT_BYTES) : undefined;
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLargeResponse(error.limit);
    return errorResponse(400, 'The request body could not be read.', 'invalid_body');
  }
  let upstream: Response;
  let renewedCookies: string[] = [];
  const timeout = timeoutSignal(options.timeoutMs ?? GATEWAY_TIMEOUT_MS);
  try {
    const send = (withToken: string | null) => {
      if (withToken) target.searchParams.set('access_token', withToken);
      return (options.fetch ?? fetch)(target, {
        method: request.method,
        headers,
        body: requestBody as BodyInit | undefined,
        cache: 'no-store',
        redirect: 'manual',
        signal: timeout.signal,
      });
    };
    // A lapsed or refused token is re-authorized through the device here, unseen by the page (lib/session/token-renewal.ts).
    const call = await sendRenewingToken(viewerSessionFor(request, apiPath), send, {
      platformUrl: options.platformUrl,
      fetch: options.fetch,
      headers: { 'x-forwarded-for': clientAddress(request.headers) },
      now: options.now,
      secure: options.secureCookies ?? false,
    });
    upstream = call.response;
    renewedCookies = call.cookies;
  } catch {
    const late = timeout.signal.aborted;
    if (late) logUnreadableAnswer(request.method, target.pathname, 'late');
    const unreachable = errorResponse(late ? 504 : 502, 'The TV service is not reachable.', 'platform_unreachable');
    return localizedError(unreachable.status, await unreachable.text(), unreachable.headers);
  } finally {
    timeout.clear();
  }

  const responseHeaders = new Headers();
  for (const value of renewedCookies) responseHeaders.append('set-cookie', value);
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  if (!responseHeaders.has('cache-control')) responseHeaders.set('cache-control', 'no-store');
  if (upstream.ok) {
    for (const value of streamMediaCookies(apiPath, upstream.headers)) responseHeaders.append('set-cookie', value);
  }

  const contentType = upstream.headers.get('content-type') ?? '';
  const isJson = contentType.includes('application/json');
  const unreachable = async (status: number, { logged = false } = {}) => {
    if (!logged) logUnreadableAnswer(request.method, target.pathname, upstream.status);
    const answer = errorResponse(status, 'The TV service is not reachable.', 'platform_unreachable');
    return localizedError(answer.status, await answer.text(), answer.headers);
  };
  // A proxy's error page, or an HTML page where the API answers JSON or text: the viewer gets the translated error.
  if (!isJson && (upstream.status >= 500 || contentType.includes('text/html'))) {
    await upstream.body?.cancel();
    return unreachable(upstream.ok ? 502 : upstream.status);
  }
  if (!isJson) {
    const bytes = HeldBodyResponse.takeBytes(upstream);
    return bytes ? new HeldBodyResponse(bytes, { status: upstream.status, headers: responseHeaders }) : new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  }
  if (!upstream.ok) {
    const text = await upstream.text();
    // A forbidden-country answer locks the visitor to /geo_lock on every later page (middleware.ts).
    if (upstream.status === 403 && text.includes('"forbidden_country"')) {
      responseHeaders.append('set-cookie', cookie(GEO_LOCK_COOKIE, '1', GEO_LOCK_SECONDS, { httpOnly: false, secure: false }));
    }
    return localizedError(upstream.status, text, responseHeaders);
  }
  const bytes = await answerBytes(upstream);
  if (!bytes) return unreachable(502);
  // An answer no rule reads (no schema to check, no grant, no profile stated) goes on as its bytes: parsing and writing
  // every answer again was the larger part of the gateway's cost (issue 32). An unreadable one the page reports itself.
  const checked = Boolean(options.checkAnswer) && (options.checksAnswer?.(request.method, target.pathname) ?? true);
  if (!checked && !mayStateProfileRole(apiPath) && !mayHoldToken(bytes)) {
    return new HeldBodyResponse(bytes, { status: upstream.status, headers: responseHeaders });
  }
  const secure = options.secureCookies ?? false;
  // Checked and written again, and nothing else read but the role it states: the same bytes give the same answer and
  // the same role, sent as they were last time.
  const reusable = checked && bytes.byteLength > 0 && !mayHoldToken(bytes) ? options.checkedAnswers : undefined;
  const reuseKey = reusable?.keyOf(request.method, target.pathname, bytes);
  const sentBefore = reuseKey ? reusable!.get(reuseKey) : undefined;
  if (sentBefore) {
    if (sentBefore.profileRole) responseHeaders.append('set-cookie', profileHintCookie(sentBefore.profileRole, secure));
    return new HeldBodyResponse(sentBefore.bytes, { status: upstream.status, headers: responseHeaders });
  }
  const read = readAnswer(bytes);
  if (!read.ok) return unreachable(502);
  // The operator answers bare bodies, an older platform `{data, meta}`: the answer is read and given back in its shape.
  const received = read.body;
  const envelope = isEnvelope(received) ? received : null;
  let answer: unknown = envelope ? envelope.data : received;
  if (options.checkAnswer && answer !== null) {
    try {
      answer = options.checkAnswer(request.method, target.pathname, answer);
    } catch {
      // The check has logged what was wrong (once per path and field); the session and its cookies stay as they were.
      return unreachable(502, { logged: true });
    }
  }
  let profileRole: ProfileRole | null = null;
  if (isTokenGrant(answer)) {
    const deviceId = grantDevice(answer, apiPath, requestBody, request.headers.get('cookie'));
    // A sign-in over a guest session: the guest is kept for logout to fall back to (lib/session/guest-stash.ts).
    if (token && !deviceId) {
      const stash = await stashGuestSession(request, { platformUrl: options.platformUrl, fetch: options.fetch, secure });
      if (stash) responseHeaders.append('set-cookie', stash);
    }
    const grant = { access_token: answer.access_token, expires_at: grantExpirySeconds(answer), device_id: deviceId };
    for (const value of sessionCookies(grant, { now: options.now, secure })) {
      responseHeaders.append('set-cookie', value);
    }
    responseHeaders.append('set-cookie', cookie(GEO_LOCK_COOKIE, '', 0, { httpOnly: false, secure }));
    // The new session's profile is not known until the platform states it (the start-up reads the viewer next).
    responseHeaders.append('set-cookie', profileHintCookie(null, secure));
    answer = withoutToken(answer as unknown as Record<string, unknown>);
  } else {
    profileRole = statedProfileRole(apiPath, answer);
    if (profileRole) responseHeaders.append('set-cookie', profileHintCookie(profileRole, secure));
  }
  const body = envelope ? { ...envelope, data: answer } : answer;
  // A 204 or an empty 200 stays empty: Response.json(null) would hand the page a body it did not get.
  if (received === null) return new Response(null, { status: upstream.status === 204 ? 204 : upstream.status, headers: responseHeaders });
  const response = heldJsonResponse(body, { status: upstream.status, headers: responseHeaders });
  if (!reuseKey) return response;
  const sent = HeldBodyResponse.takeBytes(response)!;
  reusable!.set(reuseKey, { bytes: sent, profileRole });
  return new HeldBodyResponse(sent, { status: upstream.status, headers: responseHeaders });
}

/** A successful answer's bytes; null when it was cut off. */
async function answerBytes(upstream: Response): Promise<HeldBytes | null> {
  try {
    return HeldBodyResponse.takeBytes(upstream) ?? new Uint8Array(await upstream.arrayBuffer());
  } catch {
    return null;
  }
}

const decoder = new TextDecoder();
const ACCESS_TOKEN_KEY = Buffer.from('access_token');
const UNICODE_ESCAPE = Buffer.from('\\u');

/** Whether an answer may be a token grant: it names `access_token`, or escapes a character (which could spell it). */
function mayHoldToken(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buffer.includes(ACCESS_TOKEN_KEY) || buffer.includes(UNICODE_ESCAPE);
}

/** The JSON of a successful answer; not ok when it is not JSON at all. */
function readAnswer(bytes: Uint8Array): { ok: true; body: unknown } | { ok: false } {
  try {
    const text = decoder.decode(bytes);
    return { ok: true, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { ok: false };
  }
}

function withoutToken(grant: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...grant };
  delete rest.access_token;
  return rest;
}
