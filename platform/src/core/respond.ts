import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Successes are bare JSON, as the operator sends them (operator-wire-format.md, cross-cutting fact 1): an
 * object, or for a list a bare array paged by `limit`/`offset` with no count (fact 6; a short page is the last).
 */
export function ok<T>(c: Context, body: T, status: ContentfulStatusCode = 200) {
  return c.json(body, status);
}

/** A delete the operator's OpenAPI document answers with 204 and no body (fact 7). */
export function noContent(c: Context) {
  return c.body(null, 204);
}

/**
 * The `/dev/*` endpoints are ours, not the operator's: they keep the `{ data }` envelope the end-to-end
 * helpers (tests/e2e/support) read.
 */
export function devOk<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ data }, status);
}

/**
 * The operator's error body (fact 5, best-supported reading): `{status_code, error_code, error: {message}}`
 * with the matching HTTP status; field validation errors also add `{field: [messages]}` at the top level, as
 * Django REST Framework does.
 */
export type ApiErrorBody = {
  status_code: number;
  error_code: string;
  error: { message: string };
} & Record<string, unknown>;

export function errorBody(
  status: number,
  message: string,
  errorCode: string,
  fields?: Record<string, string[]>,
): ApiErrorBody {
  return { ...fields, status_code: status, error_code: errorCode, error: { message } };
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errorCode = defaultErrorCode(status),
  fields?: Record<string, string[]>,
) {
  return c.json(errorBody(status, message, errorCode, fields), status);
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
