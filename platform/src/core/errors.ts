import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown anywhere in a handler; the app's error hook turns it into the shared error body (core/respond.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errorCode?: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found.') => new ApiError(404, what, 'not_found');
export const badRequest = (message: string, fields?: Record<string, string[]>, code = 'bad_request') =>
  new ApiError(400, message, code, fields);
export const authRequired = () => new ApiError(401, 'Authentication credentials were not provided.', 'authentication_failed');
export const forbidden = (message = 'You do not have permission to perform this action.', code = 'permission_denied') =>
  new ApiError(403, message, code);
