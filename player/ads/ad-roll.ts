import type { KeyValueStorage } from '../core/types';
import type { AdItem } from './ad-types';
import { AD_ERROR, AD_FAIL_SKIP_MS, AD_FAIL_TIME_KEY } from './ad-constants';
import { reportAdError, type AdReportSink, type AdRollKind } from './ad-reports';

/** An ad failure with its VAST error code (live-channels.md section 8). */
export class AdError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdError';
  }
}

export type AdOutcome = 'completed' | 'skipped';

export interface RollDeps<Ad> {
  load(adTag: string): Promise<Ad>;
  /** Shows the ad; resolves when it ends or is skipped, rejects with an AdError. */
  play(ad: Ad, adTag: string): Promise<AdOutcome>;
  /** Tells the ad's own Error URLs (VAST tracking), where there is a loaded ad. */
  trackError?(ad: Ad, code: number): void;
  storage: KeyValueStorage | null;
  sink: AdReportSink;
  now(): number;
}

export type RollResult = 'played' | 'failed' | 'suppressed' | 'empty';

function recentlyFailed(storage: KeyValueStorage | null, now: number): boolean {
  const failedAt = Number(storage?.getItem(AD_FAIL_TIME_KEY) ?? Number.NaN);
  return Number.isFinite(failedAt) && now - failedAt < AD_FAIL_SKIP_MS;
}

/**
 * Plays one roll: each ad in turn, the next one tried after an error; when every ad failed the fail
 * time is stored and rolls are skipped for 5 s (live-channels.md section 4 "Ads"). `maxAds` caps how
 * many ads play (0 = no cap).
 */
export async function playRoll<Ad>(
  roll: AdRollKind,
  items: AdItem[],
  maxAds: number,
  deps: RollDeps<Ad>,
): Promise<RollResult> {
  if (items.length === 0) return 'empty';
  if (recentlyFailed(deps.storage, deps.now())) return 'suppressed';
  let played = 0;
  for (const item of items) {
    if (maxAds > 0 && played >= maxAds) break;
    let ad: Ad | null = null;
    try {
      ad = await deps.load(item.adTag);
      await deps.play(ad, item.adTag);
      played += 1;
    } catch (error) {
      const code = error instanceof AdError ? error.code : AD_ERROR.undefinedError;
      if (ad !== null) deps.trackError?.(ad, code);
      reportAdError(deps.storage, deps.sink, { code, roll, adTag: item.adTag, at: deps.now() });
    }
  }
  if (played > 0) return 'played';
  try {
    deps.storage?.setItem(AD_FAIL_TIME_KEY, String(deps.now()));
  } catch {
    // Without storage the suppression lasts nowhere; the content still plays.
  }
  return 'failed';
}
