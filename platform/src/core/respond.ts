import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every success is `{ data }`; paged lists add `meta`. Every failure carries all the shapes
 * the clients' error catalogues read: `detail`, `error.message`, `error_code`, `status_code`.
 */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, meta?: PageMeta) {
  return c.json(meta ? { data, meta } : { data }, status);
}

export interface PageMeta {
  count: number;
  offset: number;
  limit: number;
}

export interface ApiErrorBody {
  detail: string | Record<string, string[]>;
  error: { message: string; code: string };
  error_code: string;
  status_code: number;
}

export function errorBody(
  status: number,
  message: string,
  errorCode: string,
  detail?: Record<string, string[]>,
): ApiErrorBody {
  return {
    detail: detail ?? message,
    error: { message, code: errorCode },
    error_code: errorCode,
    status_code: status,
  };
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errorCode = defaultErrorCode(status),
  detail?: Record<string, string[]>,
) {
  return c.json(errorBody(status, message, errorCode, detail), status);
}

function defaultErrorCode(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'authentication_failed';
    case 402:
      return 'payment_required';
    case 403:
      return 'permission_denied';
    case 404:
      return 'not_found';
    default:
      return status >= 500 ? 'server_error' : 'error';
  }
}

/** Reads a JSON or form body; an unreadable body is an empty object, so validation reports the missing fields. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) return ((await c.req.json()) ?? {}) as Record<string, unknown>;
    if (type.includes('form')) return (await c.req.parseBody()) as Record<string, unknown>;
    const text = await c.req.text();
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Offset/limit paging with the spec's default page size of 20 (core-session-account.md section 9). */
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 200;

export function readPaging(c: Context): { offset: number; limit: number } {
  const offset = Math.max(0, Number(c.req.query('offset') ?? 0) || 0);
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(c.req.query('limit') ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE));
  return { offset, limit };
}
