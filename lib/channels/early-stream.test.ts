import type { Channel, ChannelStream } from '@/lib/api/types/channels';
import { EARLY_STREAM_TTL_MS, playsAtOnce, startChannelStreamEarly, takeEarlyChannelStream } from './early-stream';

const getChannelStream = jest.fn<Promise<ChannelStream>, [unknown, number, unknown?]>();
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/channels', () => ({
  getChannelStream: (...args: [unknown, number, unknown?]) => getChannelStream(...args),
}));

const STREAM = { hls: 'https://media.test/8.m3u8', statId: 1 } as ChannelStream;
const ADULT_PROGRAMME = { program: { age: 18 } } as Channel['currentSchedule'];
const ADULT_AGE = 18;
const TEEN_AGE = 16;

function channel(patch: Partial<Channel> = {}): Channel {
  return {
    id: 8,
    age: 0,
    isAdult: false,
    isPurchased: true,
    isAvailable: true,
    currentSchedule: null,
    ...patch,
  } as Channel;
}

const MEMBER = { isChildProfile: false };
let now = 1_000_000;
beforeEach(() => {
  getChannelStream.mockReset().mockResolvedValue(STREAM);
  // Each test starts with no early stream left over by the one before.
  now += EARLY_STREAM_TTL_MS;
});

describe('a channel plays at once', () => {
  it('when purchased, available here and with nothing adult on screen', () => {
    expect(playsAtOnce(channel(), MEMBER)).toBe(true);
  });

  it('never where the page must ask first: a purchase, an unavailable country, a PIN', () => {
    expect(playsAtOnce(channel({ isPurchased: false }), MEMBER)).toBe(false);
    expect(playsAtOnce(channel({ isAvailable: false }), MEMBER)).toBe(false);
    expect(playsAtOnce(channel({ isAdult: true }), MEMBER)).toBe(false);
    expect(playsAtOnce(channel({ age: ADULT_AGE }), MEMBER)).toBe(false);
    expect(playsAtOnce(channel({ age: null as unknown as number }), MEMBER)).toBe(false);
    expect(playsAtOnce(channel({ age: TEEN_AGE }), { isChildProfile: true })).toBe(false);
    // An 18+ programme airing may ask the PIN (the device's "program" setting): never skipped.
    expect(playsAtOnce(channel({ currentSchedule: ADULT_PROGRAMME }), MEMBER)).toBe(false);
  });
});

describe('an early channel stream', () => {
  it('is asked once at the choice and taken once by that channel page in that language', async () => {
    startChannelStreamEarly('en', channel(), MEMBER, now);
    startChannelStreamEarly('en', channel(), MEMBER, now + 10);
    expect(getChannelStream).toHaveBeenCalledTimes(1);
    expect(getChannelStream.mock.calls[0][1]).toBe(8);
    expect(takeEarlyChannelStream('ru', 8, now)).toBeNull();
    expect(takeEarlyChannelStream('en', 9, now)).toBeNull();
    await expect(takeEarlyChannelStream('en', 8, now)).resolves.toBe(STREAM);
    expect(takeEarlyChannelStream('en', 8, now)).toBeNull();
  });

  it('is not asked for a channel that cannot play at once', () => {
    startChannelStreamEarly('en', channel({ isPurchased: false }), MEMBER, now);
    expect(getChannelStream).not.toHaveBeenCalled();
    expect(takeEarlyChannelStream('en', 8, now)).toBeNull();
  });

  it('is dropped once stale: the page never mounted its player', () => {
    startChannelStreamEarly('en', channel(), MEMBER, now);
    expect(takeEarlyChannelStream('en', 8, now + EARLY_STREAM_TTL_MS)).toBeNull();
  });

  it('gives the player a failure as its own request would, and none goes unhandled before', async () => {
    getChannelStream.mockRejectedValue(new Error('offline'));
    startChannelStreamEarly('en', channel(), MEMBER, now);
    await Promise.resolve();
    await expect(takeEarlyChannelStream('en', 8, now)).rejects.toThrow('offline');
  });

  it('gives way to the next choice', async () => {
    startChannelStreamEarly('en', channel(), MEMBER, now);
    startChannelStreamEarly('en', channel({ id: 9 }), MEMBER, now + 1);
    expect(takeEarlyChannelStream('en', 8, now + 1)).toBeNull();
    await expect(takeEarlyChannelStream('en', 9, now + 1)).resolves.toBe(STREAM);
  });
});
