import type { PlaybackSource } from './types';

/**
 * "The same stream" for a player: the page's key when it gives one (signed addresses differ with every answer),
 * else the address, protocol and licence servers. A new object with the same identity never reloads.
 */
export function sourceIdentity(source: PlaybackSource): string {
  if (source.key !== undefined) return JSON.stringify(['key', source.key]);
  return JSON.stringify([source.url, source.protocol, source.drm ?? null]);
}
