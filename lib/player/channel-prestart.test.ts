import { NO_ADS } from '@/lib/api/catalogue-reshape';
import type { Channel, ChannelStream } from '@/lib/api/types/channels';
import { EARLY_STREAM_TTL_MS } from '@/lib/channels/early-stream';
import { noteChannelPlaying } from '@/lib/channels/picture-signal';
import {
  KNOWN_LIVE_URL_MAX_AGE_MS,
  KNOWN_PICTURE_FIRST_MAX_MS,
  knownChannelPlaybackUrl,
  prestartChannelPlayback,
  prestartKnownChannel,
  rememberChannelPlayback,
} from './channel-prestart';

const prestartPlayback = jest.fn();
const cancelPrestartedPlayback = jest.fn();
jest.mock('@/player/engines/load-engine', () => ({
  prestartPlayback: (...args: unknown[]) => prestartPlayback(...args),
  cancelPrestartedPlayback: () => cancelPrestartedPlayback(),
}));

const PRE_ROLL = { ...NO_ADS, preRoll: [{ adTag: 'https://ads.test/vast.xml', step: 1, aliases: [] }] };
const stream = (id: number, patch: Partial<ChannelStream> = {}) =>
  ({
    hls: `https://media.test/${id}.m3u8`,
    hlsMbr: `https://media.test/${id}/mbr.m3u8`,
    ad: NO_ADS,
    ...patch,
  }) as ChannelStream;
const channel = (id: number, patch: Partial<Channel> = {}) =>
  ({ id, streamTypes: [], vitrinaUrl: null, ...patch }) as unknown as Channel;
/** A channel's live stream loaded ahead, under its key: its next answer's address is the same stream. */
const loads = (url: string, withMedia = false) => {
  const channelId = Number(/\/(\d+)[/.]/.exec(url)?.[1]);
  return [{ url, protocol: 'hls', key: `channel:${channelId}:live` }, EARLY_STREAM_TTL_MS, { withMedia }];
};

beforeEach(() => {
  prestartPlayback.mockReset();
  cancelPrestartedPlayback.mockReset();
});

describe("a chosen channel's live stream, answered before its player mounts", () => {
  it('starts loading the address its player will play, held as long as the early answer is', () => {
    prestartChannelPlayback(channel(1), stream(1));
    expect(prestartPlayback).toHaveBeenCalledWith(...loads('https://media.test/1/mbr.m3u8'));
    prestartChannelPlayback(
      channel(2, { streamTypes: ['vitrina'], vitrinaUrl: 'https://vitrina.test/2.m3u8' }),
      stream(2),
    );
    expect(prestartPlayback).toHaveBeenLastCalledWith(...loads('https://vitrina.test/2.m3u8'));
  });

  it('waits for its pre-roll, and a failed answer loads nothing: what was loading ahead is dropped', () => {
    // The channel plays its ad first: a stream loaded ahead would be stale by the ad's end.
    prestartChannelPlayback(channel(3), stream(3, { ad: PRE_ROLL }));
    prestartChannelPlayback(channel(3), null);
    expect(prestartPlayback).not.toHaveBeenCalled();
    expect(cancelPrestartedPlayback).toHaveBeenCalledTimes(2);
  });
});

describe('a return to a channel', () => {
  it('starts loading the live address its last answer gave, before its stream answers again', () => {
    prestartKnownChannel(channel(4));
    expect(prestartPlayback).not.toHaveBeenCalled();
    rememberChannelPlayback(channel(4), stream(4));
    prestartKnownChannel(channel(4));
    // Into a <video> of its own from the click, which its player then shows.
    expect(prestartPlayback).toHaveBeenCalledWith(...loads('https://media.test/4/mbr.m3u8', true));
  });

  it('loads nothing ahead once its last answer carried a pre-roll', () => {
    prestartChannelPlayback(channel(5), stream(5));
    prestartChannelPlayback(channel(5), stream(5, { ad: PRE_ROLL }));
    prestartPlayback.mockReset();
    prestartKnownChannel(channel(5));
    expect(prestartPlayback).not.toHaveBeenCalled();
  });

  it('leaves the loading of its last address, started at the click, to go on when the answer confirms it', () => {
    rememberChannelPlayback(channel(7), stream(7));
    prestartKnownChannel(channel(7));
    prestartChannelPlayback(channel(7), stream(7));
    expect(prestartPlayback).toHaveBeenCalledTimes(1);
    prestartChannelPlayback(channel(7), stream(7, { hlsMbr: 'https://media.test/7/new.m3u8' }));
    expect(prestartPlayback).toHaveBeenLastCalledWith(...loads('https://media.test/7/new.m3u8'));
  });

  it('has its stream asked again once its picture plays, or at most KNOWN_PICTURE_FIRST_MAX_MS after the click', async () => {
    rememberChannelPlayback(channel(8), stream(8));
    let asked = false;
    void prestartKnownChannel(channel(8))?.then(() => (asked = true));
    await Promise.resolve();
    expect(asked).toBe(false);
    noteChannelPlaying(8);
    await Promise.resolve();
    expect(asked).toBe(true);
    rememberChannelPlayback(channel(9), stream(9));
    jest.useFakeTimers();
    try {
      const waited = prestartKnownChannel(channel(9));
      jest.advanceTimersByTime(KNOWN_PICTURE_FIRST_MAX_MS);
      await expect(waited).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
    expect(prestartKnownChannel(channel(10))).toBeNull();
  });

  it('plays its last address only while that answer is recent: an older address may carry an expired token', () => {
    rememberChannelPlayback(channel(6), stream(6));
    expect(knownChannelPlaybackUrl(6)).toBe('https://media.test/6/mbr.m3u8');
    expect(knownChannelPlaybackUrl(6, Date.now() + KNOWN_LIVE_URL_MAX_AGE_MS)).toBeNull();
  });

  it('plays no last address past the expiry its token states, however recent the answer', () => {
    const expiresS = Math.floor(Date.now() / 1000) + 60;
    const signed = `https://media.test/media/live/7/tk.${expiresS}.device-1.${'A'.repeat(43)}/master.m3u8`;
    rememberChannelPlayback(channel(7), stream(7, { hlsMbr: signed }));
    expect(knownChannelPlaybackUrl(7, expiresS * 1000 - 1)).toBe(signed);
    expect(knownChannelPlaybackUrl(7, expiresS * 1000)).toBeNull();
  });
});
