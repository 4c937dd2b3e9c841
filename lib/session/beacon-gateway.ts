import { BEACON_METHOD_PARAM } from '../api/beacon';
import { BEACON_BODY_LIMIT_BYTES, BodyTooLargeError, readLimitedText, tooLargeResponse } from '../security/body-limit';
import { guardStateChange, JSON_CONTENT_TYPE } from '../security/request-guard';
import { forwardToPlatform, type GatewayOptions } from './gateway';

/** navigator.sendBeacon with a string body sends text/plain; the origin check is what keeps other sites out. */
const BEACON_CONTENT_TYPES = ['text/plain', JSON_CONTENT_TYPE];

/** The only calls a beacon may make: saves that must survive leaving the page, nothing that buys or deletes. */
const BEACON_CALLS: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'PATCH', path: /^users\/self\/stat\/\d+$/ },
  { method: 'POST', path: /^users\/self\/history$/ },
];

function refuse(status: number, message: string): Response {
  return Response.json({ detail: message, error: { message }, error_code: 'beacon_refused', status_code: status }, { status });
}

/**
 * A beacon (POST, text/plain body, from lib/api/client.ts) turned into the platform call it stands for, then sent
 * through the gateway like any browser call: the token still comes only from the httpOnly cookie, which SameSite=Lax
 * keeps off cross-site posts.
 */
export async function forwardBeacon(request: Request, path: string[], options: GatewayOptions): Promise<Response> {
  const url = new URL(request.url);
  const method = (url.searchParams.get(BEACON_METHOD_PARAM) ?? '').toUpperCase();
  const apiPath = path.join('/').replace(/^v2\//, '');
  if (request.method !== 'POST' || !path.length || path[0] !== 'v2') return refuse(404, 'Not a beacon.');
  const refusal = guardStateChange(request, { contentTypes: BEACON_CONTENT_TYPES });
  if (refusal) return refusal;
  if (!BEACON_CALLS.some((call) => call.method === method && call.path.test(apiPath))) return refuse(403, 'This call cannot be sent as a beacon.');
  url.searchParams.delete(BEACON_METHOD_PARAM);
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  let body: string;
  try {
    body = await readLimitedText(request, BEACON_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLargeResponse(error.limit);
    return refuse(400, 'The beacon body could not be read.');
  }
  const call = new Request(url, { method, headers, body: body || '{}' });
  return forwardToPlatform(call, apiPath.split('/'), options);
}
