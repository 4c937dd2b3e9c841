/** Error body the platform sends (platform/src/core/respond.ts); every field optional for foreign operators. */
export interface RawApiErrorBody {
  detail?: string | Record<string, string[] | string>;
  error?: { message?: string; code?: string };
  error_code?: string;
  status_code?: number;
  message?: string;
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
    const serverMessage = body?.error?.message ?? (typeof body?.detail === 'string' ? body.detail : null) ?? body?.message ?? null;
    super(serverMessage ?? (fallbackText || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error_code ?? body?.error?.code ?? null;
    this.detail = body?.detail ?? null;
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
