import { errorResponse } from './error-response';

/** Bodies our routes accept, read without holding more than the limit in memory. */

export const GATEWAY_BODY_LIMIT_BYTES = 64 * 1024;
export const BEACON_BODY_LIMIT_BYTES = 16 * 1024;
export const SESSION_BODY_LIMIT_BYTES = 4 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

export function tooLargeResponse(limit: number): Response {
  return errorResponse(413, `The request body is larger than ${limit} bytes.`, 'body_too_large');
}

/**
 * The body as bytes, refusing (BodyTooLargeError) as soon as `Content-Length` or the bytes actually read pass the
 * limit: a chunked upload that never ends is cancelled at the limit, not buffered.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readLimitedText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readLimitedBody(request, limit));
}
