import type { VASTTracker } from '@dailymotion/vast-client';
import { AD_ERROR, VAST_LOAD_TIMEOUT_MS } from './ad-constants';
import { AdError } from './ad-roll';
import { consentPending } from './consent';
import { nonLinearCreative, preloadImageOf, type NonLinearCreative, type VastNonLinear } from './nonlinear';

/** A video ad: a break that holds the content back while it plays. */
export interface LinearAd {
  kind: 'linear';
  mediaUrl: string;
  /** Seconds after which the viewer may skip; null when the ad cannot be skipped. */
  skipOffset: number | null;
  tracker: VASTTracker;
  clickThrough: string | null;
}

/** A NonLinear overlay: a banner over the playing content (nonlinear.ts). */
export interface NonLinearAd {
  kind: 'nonlinear';
  creative: NonLinearCreative;
  tracker: VASTTracker;
}

export type LoadedAd = LinearAd | NonLinearAd;

interface VastMediaFile {
  fileURL: string | null;
  mimeType: string | null;
  apiFramework?: string | null;
}

interface VastCreative {
  type: string;
  mediaFiles?: VastMediaFile[];
  skipDelay?: number | null;
  videoClickThroughURLTemplate?: { url?: string } | string | null;
  /** CompanionAds@required: "all" or "any" means the ad must not play without its companions. */
  required?: string | null;
  /** NonLinear (and companion) creatives: one entry per <NonLinear>. */
  variations?: unknown[];
}

interface VastAd {
  creatives: VastCreative[];
  /** Set by the parser on an ad whose wrapper chain failed (301 timeout, 302 too many, 102 version). */
  errorCode?: number | null;
}

const isVpaid = (file: VastMediaFile) =>
  /vpaid/i.test(file.apiFramework ?? '') || file.mimeType === 'application/javascript';

/** The first media file the browser says it can play (VPAID files run the ad's own script: never). */
function playableFile(files: VastMediaFile[], canPlay: (mime: string) => boolean): string | null {
  const file = files.find(
    (candidate) => candidate.fileURL && !isVpaid(candidate) && (!candidate.mimeType || canPlay(candidate.mimeType)),
  );
  return file?.fileURL ?? null;
}

function clickThroughUrl(value: VastCreative['videoClickThroughURLTemplate']): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : (value.url ?? null);
}

/** The ad tag as an http(s) address: an item without one is 1101, one that is no web address 1013. */
function adTagUrl(adTag: unknown): string {
  if (typeof adTag !== 'string' || adTag.trim() === '')
    throw new AdError(AD_ERROR.invalidArguments, 'ad item has no ad tag');
  try {
    const url = new URL(adTag);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // Falls through to the error below.
  }
  throw new AdError(AD_ERROR.invalidAdTag, `ad tag is not an http(s) address: ${adTag}`);
}

async function fetchTag(adTag: string, fetchFn: typeof fetch): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), VAST_LOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchFn(adTag, { signal: abort.signal });
  } catch (error) {
    if (abort.signal.aborted) throw new AdError(AD_ERROR.wrapperTimeout, 'VAST tag not loaded within 5 s');
    throw new AdError(AD_ERROR.networkError, `VAST tag not reachable: ${String(error)}`);
  }
  try {
    if (!response.ok) throw new AdError(AD_ERROR.requestFailed, `VAST tag answered ${response.status}`);
    return await response.text();
  } catch (error) {
    if (error instanceof AdError) throw error;
    const code = abort.signal.aborted ? AD_ERROR.wrapperTimeout : AD_ERROR.networkError;
    throw new AdError(code, `VAST tag not loaded: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Checks the document before the VAST library reads it: empty (1009), not XML (100), not VAST (1010), no ad (1009). */
function vastDocument(text: string): Document {
  if (text.trim() === '') throw new AdError(AD_ERROR.emptyResponse, 'VAST tag answered nothing');
  const xml = new DOMParser().parseFromString(text, 'text/xml');
  if (xml.getElementsByTagName('parsererror').length > 0 || !xml.documentElement) {
    throw new AdError(AD_ERROR.xmlParse, 'VAST document is not well-formed XML');
  }
  if (xml.documentElement.nodeName !== 'VAST') {
    throw new AdError(AD_ERROR.unknownResponse, `answer is <${xml.documentElement.nodeName}>, not VAST`);
  }
  if (xml.getElementsByTagName('Ad').length === 0) throw new AdError(AD_ERROR.emptyResponse, 'VAST answer holds no ad');
  return xml;
}

/** Why no ad of the answer can play here: the most telling code among its ads. */
function unplayableReason(ads: VastAd[], xml: Document, canPlay: (mime: string) => boolean): AdError {
  // The parser leaves out an inline ad without media files: the document itself tells it apart from a wrapper chain.
  const linears = Array.from(xml.getElementsByTagName('Linear'));
  if (
    ads.length === 0 &&
    linears.length > 0 &&
    linears.every((node) => node.getElementsByTagName('MediaFile').length === 0)
  ) {
    return new AdError(AD_ERROR.assetNotFound, 'VAST linear ad has no media file');
  }
  const reasons = ads.map((ad): number => {
    const linear = ad.creatives.find((creative) => creative.type === 'linear');
    if (!linear) {
      if (ad.creatives.some((creative) => creative.type === 'nonlinear')) return AD_ERROR.nonLinearAssetMismatch;
      // No creative at all: what the parser found on the way (a wrapper's timeout or limit), else no ad after wrappers.
      return ad.errorCode || AD_ERROR.noAdsAfterWrapper;
    }
    const files = (linear.mediaFiles ?? []).filter((file) => file.fileURL);
    if (files.length === 0) return AD_ERROR.assetNotFound;
    if (files.every(isVpaid)) return AD_ERROR.vpaid;
    if (!playableFile(files, canPlay)) return AD_ERROR.linearAssetMismatch;
    return AD_ERROR.companionRequired;
  });
  const code = reasons[0] ?? AD_ERROR.noAdsAfterWrapper;
  return new AdError(code, `VAST answer has no ad this player can show (${reasons.join(', ')})`);
}

/** The ad needs companions shown beside it, and this player has no companion slot. */
const requiresCompanions = (ad: VastAd) =>
  ad.creatives.some(
    (creative) => creative.type === 'companion' && (creative.required === 'all' || creative.required === 'any'),
  );

export interface LoadVastOptions {
  fetchFn?: typeof fetch;
  canPlay: (mime: string) => boolean;
  /** A consent platform on the page still waiting for the viewer: no ad is requested (1300). */
  consentPending?: () => Promise<boolean>;
  /** Fetches a NonLinear image (rejects with an AdError); injectable where no browser loads images. */
  preloadImage?: (url: string) => Promise<void>;
}

/**
 * The first NonLinear overlay of the answer this player can show, its image fetched; else the code of the first
 * that could not be (nonlinear.ts names them), or null when the answer has no NonLinear at all.
 */
async function firstNonLinear(
  ads: VastAd[],
  preloadImage: (url: string) => Promise<void>,
  track: (ad: VastAd, creative: VastCreative, variation: unknown) => VASTTracker,
): Promise<NonLinearAd | number | null> {
  let failure: number | null = null;
  for (const ad of ads) {
    if (requiresCompanions(ad)) continue;
    for (const creative of ad.creatives.filter((candidate) => candidate.type === 'nonlinear')) {
      for (const variation of creative.variations ?? []) {
        const shown = nonLinearCreative(variation as VastNonLinear);
        if (typeof shown === 'number') {
          failure ??= shown;
          continue;
        }
        if (shown.resource.type === 'image') {
          try {
            await preloadImage(shown.resource.url);
          } catch (error) {
            failure ??= error instanceof AdError ? error.code : AD_ERROR.nonLinearNotFetched;
            continue;
          }
        }
        return { kind: 'nonlinear', creative: shown, tracker: track(ad, creative, variation) };
      }
    }
  }
  return failure;
}

/**
 * Fetches and parses one VAST tag into a playable linear ad, else a NonLinear overlay it can show (a video ad is
 * preferred: the break is what the roll asked for). Every failure carries the code of live-channels.md
 * section 8 (ad-constants.ts AD_ERROR names each one and when it applies).
 * The VAST library is imported only here, when an ad is actually due.
 */
export async function loadVastAd(
  adTag: string,
  {
    fetchFn = fetch,
    canPlay,
    consentPending: pending = () => consentPending(),
    preloadImage = preloadImageOf,
  }: LoadVastOptions,
): Promise<LoadedAd> {
  const url = adTagUrl(adTag);
  if (await pending())
    throw new AdError(AD_ERROR.consentNotReady, 'the consent platform has no answer from the viewer yet');
  const xml = vastDocument(await fetchTag(url, fetchFn));
  const { VASTClient, VASTTracker } = await import('@dailymotion/vast-client');
  const client = new VASTClient();
  let ads: VastAd[];
  try {
    const response = (await client.parseVAST(xml, { timeout: VAST_LOAD_TIMEOUT_MS })) as { ads: VastAd[] };
    ads = response.ads;
  } catch (error) {
    throw new AdError(AD_ERROR.xmlParse, `VAST document not understood: ${String(error)}`);
  }
  for (const ad of ads) {
    if (requiresCompanions(ad)) continue;
    const creative = ad.creatives.find((candidate) => candidate.type === 'linear');
    const mediaUrl = creative ? playableFile(creative.mediaFiles ?? [], canPlay) : null;
    if (creative && mediaUrl) {
      const skipOffset = typeof creative.skipDelay === 'number' && creative.skipDelay >= 0 ? creative.skipDelay : null;
      return {
        kind: 'linear',
        mediaUrl,
        skipOffset,
        tracker: new VASTTracker(client, ad as never, creative as never),
        clickThrough: clickThroughUrl(creative.videoClickThroughURLTemplate),
      };
    }
  }
  const overlay = await firstNonLinear(
    ads,
    preloadImage,
    (ad, creative, variation) => new VASTTracker(client, ad as never, creative as never, variation),
  );
  if (overlay !== null && typeof overlay === 'object') return overlay;
  const hasLinear = ads.some((ad) => ad.creatives.some((creative) => creative.type === 'linear'));
  if (typeof overlay === 'number' && !hasLinear) {
    throw new AdError(overlay, `VAST answer has no NonLinear overlay this player can show (${overlay})`);
  }
  throw unplayableReason(ads, xml, canPlay);
}
