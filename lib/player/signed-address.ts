import type { PlaybackSource } from '@/player/core/types';

/**
 * What a page can read from the embedded platform's signed media addresses, `{prefix}tk.{expires}.{holder}.{hmac}/`
 * (platform/src/domains/media/media-signing.ts): when the address expires, so the player renews it just before, and
 * whether its media origin wants the browser's media cookie, which binds the address to this browser (holder `0`:
 * an address handed to anyone). An operator's own addresses match nothing here and play as they come: renewed on a
 * 403 only, requested without credentials (a CDN answering `*` to CORS refuses credentialed requests).
 */
const PLATFORM_TOKEN = /\/tk\.(\d{1,12})\.([A-Za-z0-9-]{1,64})\.[A-Za-z0-9_-]{43}\//;
const ANY_HOLDER = '0';

export function withAddressTerms(source: PlaybackSource): PlaybackSource;
export function withAddressTerms(source: PlaybackSource | null): PlaybackSource | null;
export function withAddressTerms(source: PlaybackSource | null): PlaybackSource | null {
  const token = source ? PLATFORM_TOKEN.exec(source.url) : null;
  if (!source || !token) return source;
  return {
    ...source,
    expiresAt: Number(token[1]) * 1000,
    ...(token[2] === ANY_HOLDER ? {} : { withCredentials: true }),
  };
}
