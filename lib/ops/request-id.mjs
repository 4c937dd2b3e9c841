import { randomUUID } from 'node:crypto';

export { REQUEST_ID_HEADER } from './ops-hooks.mjs';
/** A proxy's id is kept when it is a plain token: printable, no spaces or control characters, at most 128 long. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:+=@/-]{1,128}$/;

/** The request's id: the caller's X-Request-Id when well formed (a proxy's id ties its log to ours), else a new one. */
export function requestIdFrom(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && ACCEPTED_REQUEST_ID.test(value) ? value : randomUUID();
}
