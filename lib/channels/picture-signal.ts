/**
 * When the open channel's picture plays: what a channel page may wait for before work the picture does not need
 * (the rest of its schedule), so that work never competes with the stream's first segments, nor with the next
 * channel's start when the viewer zaps on.
 */

/** Longest such work waits for the picture: a purchase block, a PIN asked or a failed stream never play one. */
export const PICTURE_WAIT_MAX_MS = 3000;
/** After the picture plays, such work waits this long more: a viewer zapping through channels has moved on by then. */
export const AFTER_PICTURE_MS = 2000;

let playingId: number | null = null;
const waiting = new Map<number, Set<() => void>>();

/** The channel's player is playing (its media element's `playing` event). */
export function noteChannelPlaying(channelId: number): void {
  playingId = channelId;
  const resolvers = waiting.get(channelId);
  waiting.delete(channelId);
  resolvers?.forEach((resolve) => resolve());
}

/** Settles once the channel plays (at once if it does), or after `maxMs`. */
export function channelPlaysOrTimeout(channelId: number, maxMs: number = PICTURE_WAIT_MAX_MS): Promise<void> {
  if (playingId === channelId) return Promise.resolve();
  return new Promise((resolve) => {
    const resolvers = waiting.get(channelId) ?? new Set<() => void>();
    waiting.set(channelId, resolvers);
    const done = () => {
      clearTimeout(timer);
      resolvers.delete(done);
      if (resolvers.size === 0 && waiting.get(channelId) === resolvers) waiting.delete(channelId);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    resolvers.add(done);
  });
}

/** Settles AFTER_PICTURE_MS after the channel plays, or PICTURE_WAIT_MAX_MS from now if it never does. */
export async function afterChannelPicture(channelId: number): Promise<void> {
  const started = Date.now();
  await channelPlaysOrTimeout(channelId);
  if (Date.now() - started >= PICTURE_WAIT_MAX_MS) return;
  await new Promise((resolve) => setTimeout(resolve, AFTER_PICTURE_MS));
}
