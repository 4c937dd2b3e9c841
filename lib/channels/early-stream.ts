import { getBrowserApi } from '@/lib/api/browser';
import { getChannelStream } from '@/lib/api/channels';
import type { Channel, ChannelStream } from '@/lib/api/types/channels';
import { isAdultChannel } from '@/lib/rules/parental';

/**
 * A stream asked at the choice of a channel is good for the channel page that choice opens; later (the page never
 * mounted its player: a purchase block, a PIN refused) it is dropped, since each answer opens a playback statistic.
 */
export const EARLY_STREAM_TTL_MS = 5000;

/**
 * Longest the new channel page holds its other requests back for the early stream's answer: the gateway answers the
 * schedule (a large JSON) on the same thread, and a stream asked beside it took several times longer (traced).
 */
export const EARLY_STREAM_PRIORITY_MAX_MS = 1000;

let early: {
  channelId: number;
  locale: string;
  at: number;
  answer: Promise<ChannelStream>;
  /** The answer once it arrived: a page mounting after it starts its player in its first render. */
  value?: ChannelStream;
} | null = null;
/** The channel chosen last, whether its stream was asked early or not. */
let chosenId: number | null = null;
/** The last early request, kept after its player took it, until it answers. */
let pending: { channelId: number; answered: Promise<void> } | null = null;

/**
 * Whether choosing the channel plays its live stream at once: purchased, available here, and nothing adult to ask
 * (the programme airing counted as if the parental "program" setting were on, so no PIN is ever skipped).
 */
export function playsAtOnce(channel: Channel, viewer: { isChildProfile: boolean }): boolean {
  if (!channel.isPurchased || !channel.isAvailable || channel.isAdult) return false;
  const programmeAge = channel.currentSchedule?.program.age ?? null;
  return !isAdultChannel(
    { age: channel.age, currentProgrammeAge: programmeAge },
    { isChildProfile: viewer.isChildProfile, programSettingOn: true },
  );
}

/**
 * Asks the live stream of a chosen channel at once, while the new channel page renders and opens: the page asked it
 * only from its player's mount, after the address change, the channel page and the parental decision had rendered.
 * `onAsked` learns that it is asked, and may hold the request back until what it returns settles (a return to the
 * channel plays its last address first: lib/player/channel-prestart.ts); `onAnswered` gets the answer when it comes
 * (null when the request failed), unless another channel was chosen meanwhile.
 */
export function startChannelStreamEarly(
  locale: string,
  channel: Channel,
  viewer: { isChildProfile: boolean },
  {
    onAsked,
    onAnswered,
    now = Date.now(),
  }: {
    onAsked?: (channel: Channel) => Promise<void> | null | void;
    onAnswered?: (channel: Channel, stream: ChannelStream | null) => void;
    now?: number;
  } = {},
): void {
  chosenId = channel.id;
  if (!playsAtOnce(channel, viewer)) return;
  if (early && early.channelId === channel.id && early.locale === locale && now - early.at < EARLY_STREAM_TTL_MS)
    return;
  const askFirst = onAsked?.(channel);
  const ask = () => getChannelStream(getBrowserApi(locale), channel.id);
  const answer = askFirst ? askFirst.then(ask) : ask();
  const asked: NonNullable<typeof early> = { channelId: channel.id, locale, at: now, answer };
  early = asked;
  // Unhandled until the player takes it: a failure reaches the player as its own request's would, and is reported.
  const answered = answer.then(
    (value) => {
      asked.value = value;
      if (chosenId === channel.id) onAnswered?.(channel, value);
    },
    () => {
      if (chosenId === channel.id) onAnswered?.(channel, null);
    },
  );
  const current = { channelId: channel.id, answered };
  pending = current;
  void answered.then(() => {
    if (pending === current) pending = null;
  });
}

/**
 * Settles once the live stream asked early for this channel has answered, or after EARLY_STREAM_PRIORITY_MAX_MS;
 * null when none is on its way, so the caller may go ahead at once.
 */
export function earlyStreamAnswered(channelId: number): Promise<void> | null {
  if (!pending || pending.channelId !== channelId) return null;
  const cap = new Promise<void>((resolve) => setTimeout(resolve, EARLY_STREAM_PRIORITY_MAX_MS));
  return Promise.race([pending.answered, cap]);
}

function freshEarly(locale: string, channelId: number, now: number) {
  const taken = early;
  if (!taken || taken.channelId !== channelId || taken.locale !== locale || now - taken.at >= EARLY_STREAM_TTL_MS) {
    return null;
  }
  return taken;
}

/** The early live stream of this channel, taken once by its player; null when none is fresh. */
export function takeEarlyChannelStream(
  locale: string,
  channelId: number,
  now: number = Date.now(),
): Promise<ChannelStream> | null {
  const taken = freshEarly(locale, channelId, now);
  if (taken) early = null;
  return taken?.answer ?? null;
}

/**
 * The early live stream of this channel if it has answered already (left for takeEarlyChannelStream to take): a
 * player mounting with it loads in its first commit, not a render and a promise later.
 */
export function answeredEarlyChannelStream(
  locale: string,
  channelId: number,
  now: number = Date.now(),
): ChannelStream | null {
  return freshEarly(locale, channelId, now)?.value ?? null;
}
