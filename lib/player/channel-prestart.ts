import type { Channel, ChannelStream } from '@/lib/api/types/channels';
import { EARLY_STREAM_TTL_MS } from '@/lib/channels/early-stream';
import { channelPlaybackUrl } from '@/lib/channels/playback-url';
import { cancelPrestartedPlayback, prestartPlayback } from '@/player/engines/load-engine';

/** The live address each channel's last stream answer in this page gave, for a return to the channel. */
const knownLiveUrls = new Map<number, string>();

function prestart(url: string): void {
  prestartPlayback({ url, protocol: 'hls' }, EARLY_STREAM_TTL_MS);
}

/**
 * Remembers the live address a channel's stream answer gave, unless it plays a pre-roll first: a stream loaded
 * ahead would be stale by the ad's end.
 */
export function rememberChannelPlayback(channel: Channel, stream: ChannelStream): string | null {
  if (stream.ad.preRoll.length > 0) {
    knownLiveUrls.delete(channel.id);
    return null;
  }
  const url = channelPlaybackUrl(channel, stream, null);
  knownLiveUrls.set(channel.id, url);
  return url;
}

/** The live address the channel's last stream answer in this page gave, if any. */
export function knownChannelPlaybackUrl(channelId: number): string | null {
  return knownLiveUrls.get(channelId) ?? null;
}

/**
 * A return to a channel starts loading the live address its last answer gave while its stream is asked again (issue
 * 19: the switch's playlist was asked only after the answer and React's commit of the player); the answer then
 * confirms it, or replaces it.
 */
export function prestartKnownChannel(channel: Channel): void {
  const url = knownLiveUrls.get(channel.id);
  if (url) prestart(url);
}

/**
 * The live stream of a chosen channel, answered while its page renders, loads before its player mounts; null (the
 * request failed) or a pre-roll to play first drops what was loading ahead.
 */
export function prestartChannelPlayback(channel: Channel, stream: ChannelStream | null): void {
  const url = stream && rememberChannelPlayback(channel, stream);
  if (url) prestart(url);
  else cancelPrestartedPlayback();
}
