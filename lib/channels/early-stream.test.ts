import type { Channel, ChannelStream } from '@/lib/api/types/channels';
import {
  EARLY_STREAM_PRIORITY_MAX_MS,
  EARLY_STREAM_TTL_MS,
  earlyStreamAnswered,
  playsAtOnce,
  startChannelStreamEarly,
  takeEarlyChannelStream,
} from './early-stream';

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
    startChannelStreamEarly('en', channel(), MEMBER, { now });
    startChannelStreamEarly('en', channel(), MEMBER, { now: now + 10 });
    expect(getChannelStream).toHaveBeenCalledTimes(1);
    expect(getChannelStream.mock.calls[0][1]).toBe(8);
    expect(takeEarlyChannelStream('ru', 8, now)).toBeNull();
    expect(takeEarlyChannelStream('en', 9, now)).toBeNull();
    await expect(takeEarlyChannelStream('en', 8, now)).resolves.toBe(STREAM);
    expect(takeEarlyChannelStream('en', 8, now)).toBeNull();
  });

  it('is not asked for a channel that cannot play at once', () => {
    startChannelStreamEarly('en', channel({ isPurchased: false }), MEMBER, { now });
    expect(getChannelStream).not.toHaveBeenCalled();
    expect(takeEarlyChannelStream('en', 8, now)).toBeNull();
  });

  it('is dropped once stale: the page never mounted its player', () => {
    startChannelStreamEarly('en', channel(), MEMBER, { now });
    expect(takeEarlyChannelStream('en', 8, now + EARLY_STREAM_TTL_MS)).toBeNull();
  });

  it('gives the player a failure as its own request would, and none goes unhandled before', async () => {
    getChannelStream.mockRejectedValue(new Error('offline'));
    startChannelStreamEarly('en', channel(), MEMBER, { now });
    await Promise.resolve();
    await expect(takeEarlyChannelStream('en', 8, now)).rejects.toThrow('offline');
  });

  it('gives way to the next choice', async () => {
    startChannelStreamEarly('en', channel(), MEMBER, { now });
    startChannelStreamEarly('en', channel({ id: 9 }), MEMBER, { now: now + 1 });
    expect(takeEarlyChannelStream('en', 8, now + 1)).toBeNull();
    await expect(takeEarlyChannelStream('en', 9, now + 1)).resolves.toBe(STREAM);
  });
});

describe('the answer of an early channel stream', () => {
  it('is handed on as it comes, with its channel, to start loading before the page mounts its player', async () => {
    const onAnswered = jest.fn();
    startChannelStreamEarly('en', channel({ id: 31 }), MEMBER, { now, onAnswered });
    expect(onAnswered).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onAnswered).toHaveBeenCalledWith(expect.objectContaining({ id: 31 }), STREAM);
  });

  it('is announced as it is asked, and a failure is handed on as null', async () => {
    getChannelStream.mockRejectedValue(new Error('offline'));
    const onAsked = jest.fn();
    const onAnswered = jest.fn();
    startChannelStreamEarly('en', channel({ id: 34, isPurchased: false }), MEMBER, { now, onAsked, onAnswered });
    expect(onAsked).not.toHaveBeenCalled();
    startChannelStreamEarly('en', channel({ id: 35 }), MEMBER, { now, onAsked, onAnswered });
    expect(onAsked).toHaveBeenCalledWith(expect.objectContaining({ id: 35 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onAnswered).toHaveBeenCalledWith(expect.objectContaining({ id: 35 }), null);
  });

  it('is asked once what onAsked returns settles (a return plays its last address first), and taken meanwhile', async () => {
    let pictureFirst: () => void = () => undefined;
    const onAsked = jest.fn(() => new Promise<void>((resolve) => (pictureFirst = resolve)));
    getChannelStream.mockResolvedValue(STREAM);
    startChannelStreamEarly('en', channel({ id: 36 }), MEMBER, { now, onAsked });
    const taken = takeEarlyChannelStream('en', 36, now);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getChannelStream).not.toHaveBeenCalled();
    pictureFirst();
    await expect(taken).resolves.toBe(STREAM);
    expect(getChannelStream).toHaveBeenCalledTimes(1);
  });

  it('is not handed on once another channel was chosen, even one that asks nothing early', async () => {
    const onAnswered = jest.fn();
    startChannelStreamEarly('en', channel({ id: 32 }), MEMBER, { now, onAnswered });
    startChannelStreamEarly('en', channel({ id: 33, isPurchased: false }), MEMBER, { now: now + 1, onAnswered });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onAnswered).not.toHaveBeenCalled();
  });
});

describe("the new channel page's other requests", () => {
  it('wait for the early stream of that channel to answer, even after its player took it', async () => {
    let answer: (stream: ChannelStream) => void = () => undefined;
    getChannelStream.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    startChannelStreamEarly('en', channel({ id: 21 }), MEMBER, { now });
    void takeEarlyChannelStream('en', 21, now);
    expect(earlyStreamAnswered(22)).toBeNull();
    let settled = false;
    void earlyStreamAnswered(21)?.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(STREAM);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
    // Answered: nothing to wait for any more.
    expect(earlyStreamAnswered(21)).toBeNull();
  });

  it('wait no longer than the cap for a stream that hangs', async () => {
    jest.useFakeTimers();
    try {
      getChannelStream.mockReturnValue(new Promise(() => undefined));
      startChannelStreamEarly('en', channel({ id: 23 }), MEMBER, { now });
      let settled = false;
      void earlyStreamAnswered(23)?.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(EARLY_STREAM_PRIORITY_MAX_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('go ahead at once when no stream was asked early', () => {
    startChannelStreamEarly('en', channel({ id: 24, isPurchased: false }), MEMBER, { now });
    expect(earlyStreamAnswered(24)).toBeNull();
  });
});
