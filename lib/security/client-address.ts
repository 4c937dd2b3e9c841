import { trustsProxy } from './request-guard';

/** Sent when no address can be believed: such calls share one rate-limit bucket instead of naming their own. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The browser's address, for the platform's per-client rate limits. With TRUST_PROXY=1 the proxy in front appended
 * the address it saw as the last entry of `X-Forwarded-For`; without it the client's own copy was dropped before Next
 * (lib/security/forwarded-headers.ts) and Next wrote the socket's address there.
 */
export function clientAddress(headers: Headers, trustProxy = trustsProxy()): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return (trustProxy ? entries.at(-1) : entries.length === 1 ? entries[0] : undefined) ?? UNKNOWN_CLIENT;
}
