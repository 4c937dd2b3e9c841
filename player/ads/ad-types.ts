/** One VAST tag of a roll: tried in `step` order, `aliases` as its fall-backs (live-channels.md section 4 "Ads"). */
export interface AdItem {
  adTag: string;
  step: number;
  aliases: string[];
}

/** A stream's ads as the player plays them; lib/api reshapes the stream answer's `ad` into this. */
export interface AdInfo {
  preRoll: AdItem[];
  middleRoll: AdItem[];
  middleRollPoints: { positionMs: number; urls: string[] }[];
  postPauseRoll: AdItem[];
  maxAdvertising: number;
  allowDisable: boolean;
}
