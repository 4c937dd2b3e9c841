/**
 * Error bodies as the operator's working clients see them (../shared/operator-wire-format.md, cross-cutting fact 5):
 * `{status_code, error_code, error: {message}}`, a `message` string, DRF's `detail` (a string or a field map), or
 * DRF's bare field map `{field: [messages]}`. Every field optional, `status_code` a number or a string ("400").
 */
export interface RawApiErrorBody {
  detail?: string | Record<string, string[] | string>;
  error?: { message?: string; code?: string } | string;
  error_code?: string;
  status_code?: number | string;
  message?: string;
}

const ERROR_BODY_KEYS = new Set(['detail', 'error', 'error_code', 'status_code', 'message', 'code']);

/**
 * DRF's validation answer: every key a field, every value its messages (`{phone: ["Enter a valid phone."]}`). A body
 * with any of the shared keys is not one: its other fields are data (a 402's amount and price).
 */
function fieldErrorsOf(body: Record<string, unknown>): Record<string, string[]> | null {
  const entries = Object.entries(body);
  if (!entries.length || entries.some(([key]) => ERROR_BODY_KEYS.has(key))) return null;
  const isMessages = (value: unknown) =>
    Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
  return entries.every(([, value]) => isMessages(value)) ? (Object.fromEntries(entries) as Record<string, string[]>) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The body's parts in one shape, whichever of the documented shapes it came in. */
function readErrorBody(body: RawApiErrorBody | null) {
  const record = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const nested = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : null;
  const detailMap =
    record.detail && typeof record.detail === 'object' && !Array.isArray(record.detail)
      ? (record.detail as Record<string, string[] | string>)
      : null;
  const detail = text(record.detail) ?? detailMap ?? fieldErrorsOf(record);
  const serverMessage =
    text(nested?.message) ?? text(record.error) ?? text(record.detail) ?? text(record.message) ?? null;
  const code = text(record.error_code) ?? text(nested?.code) ?? text(record.code) ?? null;
  return { detail, serverMessage, code };
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly detail: RawApiErrorBody['detail'] | null;
  readonly serverMessage: string | null;
  /** The whole parsed body: some answers carry more than the shared shape (a 402's amount, price, balance). */
  readonly body: (RawApiErrorBody & Record<string, unknown>) | null;
  /** Seconds from a 429's Retry-After: how long until the server takes another try. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: RawApiErrorBody | null, fallbackText = '', retryAfter: string | null = null) {
    const { detail, serverMessage, code } = readErrorBody(body);
    super(serverMessage ?? (fallbackText || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.serverMessage = serverMessage;
    this.body = body as (RawApiErrorBody & Record<string, unknown>) | null;
    this.retryAfterSeconds = retryAfterSecondsOf(retryAfter);
  }
}

/** Retry-After is seconds or an HTTP date (RFC 9110 section 10.2.3). */
function retryAfterSecondsOf(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A 429: too many tries or requests; `retryAfterSeconds` says when the next one is taken. */
export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/** Thrown by the client itself when a personal call has no session (core-session-account.md section 7). */
export class AuthorizationRequiredError extends Error {
  constructor() {
    super('Authorization required');
    this.name = 'AuthorizationRequiredError';
  }
}

/** A dropped connection or a timeout: no HTTP status at all. */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super('Network request failed');
    this.name = 'NetworkError';
  }
}

/** authentication_failed or HTTP 401 means the token must be re-authorized (error catalogue, section 8). */
export function isAuthenticationError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 'authentication_failed');
}

export function isForbiddenCountry(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'forbidden_country';
}

/**
 * The generic handler's text: detail entries joined, else error.message, else the fallback text with the status
 * (core-session-account.md section 8, "Generic handler").
 */
export function describeApiError(error: unknown, fallbackText: string): string {
  if (error instanceof ApiError) {
    const { detail } = error;
    if (detail && typeof detail === 'object') {
      const entries = Object.values(detail).flatMap((value) => (Array.isArray(value) ? value : [value]));
      if (entries.length) return entries.join(' ');
    }
    if (error.serverMessage) return error.serverMessage;
    return `${fallbackText} (${error.status})`;
  }
  return fallbackText;
}
