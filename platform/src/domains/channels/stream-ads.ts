import { vastUrl, type VastTag } from '../media/urls';

/** Middle rolls of a channel stream start 10 and 30 minutes into playback (positions in ms, live-channels.md section 3). */
export const MIDDLE_ROLL_POSITIONS_MS = [10 * 60_000, 30 * 60_000];
/**
 * The demo media is 75 s long, so no real break is ever reached in it: one demo title (catalogue's
 * EARLY_MIDROLL_CONTENT_ID) and one free channel (EARLY_MIDROLL_CHANNEL_ID) have a break 15 s in, before the real
 * ones, for a viewer to meet a mid-roll.
 */
export const EARLY_MIDDLE_ROLL_POSITIONS_MS = [15_000, ...MIDDLE_ROLL_POSITIONS_MS];
/** The free demo channel with the early break (Orda 24: no other demo flow plays it). */
export const EARLY_MIDROLL_CHANNEL_ID = 9;
/** At most this many ads play in one break. */
export const MAX_ADVERTISING = 3;
/** A packshot or playback point lasts 8000 ms unless it names its end (live-channels.md section 9). */
export const PLAYBACK_POINT_DEFAULT_MS = 8000;

export interface AdItem {
  ad_tag: string;
  step: number;
  aliases: string[];
}

export interface AdInfo {
  pre_roll: AdItem[];
  middle_roll: AdItem[];
  middle_roll_points: { position: number; urls: string[] }[];
  post_pause_roll: AdItem[];
  max_advertising: number;
  /** Buying a packet of the channel removes the ads ("remove ads" in the ad banner). */
  allow_disable: boolean;
}

export const NO_ADS: AdInfo = {
  pre_roll: [],
  middle_roll: [],
  middle_roll_points: [],
  post_pause_roll: [],
  max_advertising: 0,
  allow_disable: false,
};

const item = (baseUrl: string, tag: VastTag, step: number): AdItem => ({
  ad_tag: vastUrl(baseUrl, tag),
  step,
  aliases: [tag],
});

/** The rolls of a channel watched without a packet (free channels carry ads). */
export function channelAds(
  baseUrl: string,
  allowDisable: boolean,
  breaksMs: readonly number[] = MIDDLE_ROLL_POSITIONS_MS,
): AdInfo {
  return {
    pre_roll: [item(baseUrl, 'preroll', 1)],
    middle_roll: [item(baseUrl, 'midroll', 1)],
    middle_roll_points: breaksMs.map((position) => ({ position, urls: [vastUrl(baseUrl, 'midroll')] })),
    post_pause_roll: [item(baseUrl, 'pause', 1)],
    max_advertising: MAX_ADVERTISING,
    allow_disable: allowDisable,
  };
}
