import { findByRef, type NamedById } from './route-params';

/**
 * The channel to open (live-channels.md section 2): the one the path names; without one, the stored last
 * channel, then the first. A named channel that does not exist gives null (not found).
 */
export function pickChannel<T extends NamedById>(
  channels: readonly T[],
  ref: string | null,
  lastChannelId: number | null,
): T | null {
  if (ref) return findByRef(channels, ref);
  return (
    (lastChannelId !== null ? channels.find((channel) => channel.id === lastChannelId) : undefined) ??
    channels[0] ??
    null
  );
}
