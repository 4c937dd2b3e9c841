/** The error shape of the platform (platform/src/core/respond.ts), for answers our own routes give instead of it. */
export function errorResponse(status: number, message: string, code: string): Response {
  return Response.json({ detail: message, error: { message, code }, error_code: code, status_code: status }, { status });
}
