import type { Channel, ChannelStream } from '@/lib/api/types/channels';
import { EARLY_STREAM_TTL_MS } from '@/lib/channels/early-stream';
import { channelPlaybackUrl } from '@/lib/channels/playback-url';
import { channelPlaysOrTimeout } from '@/lib/channels/picture-signal';
import { cancelPrestartedPlayback, prestartPlayback } from '@/player/engines/load-engine';
import { withAddressTerms } from './signed-address';
import { channelSourceKey } from './source-keys';

/**
 * How long a channel's last answered live address is played on a return before its new answer: an operator's
 * addresses may carry a signed token, and an older one would more likely fail than play.
 */
export const KNOWN_LIVE_URL_MAX_AGE_MS = 10 * 60_000;

/** Longest a return's stream request waits for the picture its last address gives (prestartKnownChannel). */
export const KNOWN_PICTURE_FIRST_MAX_MS = 500;

/** The live address each channel's last stream answer in this page gave, for a return to the channel, and when. */
const knownLiveUrls = new Map<number, { url: string; atMs: number }>();

/** A channel's live stream, loaded ahead under its key: its next answer's (newly signed) address is the same stream. */
function prestart(channelId: number, url: string, withMedia = false): void {
  const source = withAddressTerms({ url, protocol: 'hls', key: channelSourceKey(channelId, null) });
  prestartPlayback(source, EARLY_STREAM_TTL_MS, { withMedia });
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
  knownLiveUrls.set(channel.id, { url, atMs: Date.now() });
  return url;
}

/**
 * The live address the channel's last stream answer in this page gave, unless that was too long ago or its known
 * expiry (signed-address.ts) has passed: it would be refused.
 */
export function knownChannelPlaybackUrl(channelId: number, nowMs: number = Date.now()): string | null {
  const known = knownLiveUrls.get(channelId);
  if (!known || nowMs - known.atMs >= KNOWN_LIVE_URL_MAX_AGE_MS) return null;
  const { expiresAt } = withAddressTerms({ url: known.url, protocol: 'hls' });
  return expiresAt !== undefined && expiresAt <= nowMs ? null : known.url;
}

/**
 * A return to a channel starts loading the live address its last answer gave while its stream is asked again (issue
 * 19: the switch's playlist was asked only after the answer and React's commit of the player); the answer then
 * confirms it, or replaces it. It plays into a <video> made at the click, which the new player shows: its media opens
 * and takes the first fragment while the page renders, as bare hls.js does, where the player's own element came only
 * with React's commit, 40-60 ms after the click (traced).
 */
export function prestartKnownChannel(channel: Channel): Promise<void> | null {
  const url = knownChannelPlaybackUrl(channel.id);
  if (!url) return null;
  prestart(channel.id, url, true);
  // Its stream is asked again once that picture plays (or KNOWN_PICTURE_FIRST_MAX_MS later): asked beside it, the
  // answer's round trip took the CPU and the server's time the first playlists and fragment needed (issue 19).
  return channelPlaysOrTimeout(channel.id, KNOWN_PICTURE_FIRST_MAX_MS);
}

/**
 * The live stream of a chosen channel, answered while its page renders, loads before its player mounts; null (the
 * request failed) or a pre-roll to play first drops what was loading ahead. The address a return to the channel
 * loads since the click (prestartKnownChannel) goes on as it is: its player may have taken it already.
 */
export function prestartChannelPlayback(channel: Channel, stream: ChannelStream | null): void {
  const known = knownChannelPlaybackUrl(channel.id);
  const url = stream && rememberChannelPlayback(channel, stream);
  if (!url) cancelPrestartedPlayback();
  else if (url !== known) prestart(channel.id, url);
}
