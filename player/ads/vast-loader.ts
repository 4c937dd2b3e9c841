import type { VASTTracker } from '@dailymotion/vast-client';
import { AD_ERROR, VAST_LOAD_TIMEOUT_MS } from './ad-constants';
import { AdError } from './ad-roll';

export interface LoadedAd {
  mediaUrl: string;
  /** Seconds after which the viewer may skip; null when the ad cannot be skipped. */
  skipOffset: number | null;
  tracker: VASTTracker;
  clickThrough: string | null;
}

interface VastMediaFile {
  fileURL: string | null;
  mimeType: string | null;
}

interface VastCreative {
  type: string;
  mediaFiles?: VastMediaFile[];
  skipDelay?: number | null;
  videoClickThroughURLTemplate?: { url?: string } | string | null;
}

interface VastAd {
  creatives: VastCreative[];
}

/** The first media file the browser says it can play. */
function playableFile(files: VastMediaFile[], canPlay: (mime: string) => boolean): string | null {
  const file = files.find((candidate) => candidate.fileURL && (!candidate.mimeType || canPlay(candidate.mimeType)));
  return file?.fileURL ?? null;
}

function clickThroughUrl(value: VastCreative['videoClickThroughURLTemplate']): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : (value.url ?? null);
}

async function fetchTag(adTag: string, fetchFn: typeof fetch): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), VAST_LOAD_TIMEOUT_MS);
  try {
    const response = await fetchFn(adTag, { signal: abort.signal });
    if (!response.ok) throw new AdError(AD_ERROR.wrapperTimeout, `VAST tag answered ${response.status}`);
    return await response.text();
  } catch (error) {
    if (error instanceof AdError) throw error;
    throw new AdError(AD_ERROR.wrapperTimeout, `VAST tag not loaded: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches and parses one VAST tag into a playable linear ad. Errors carry the spec's codes:
 * 301 for a tag that does not load in 5 s, 100 for malformed XML, 303 when no playable linear ad exists.
 * The VAST library is imported only here, when an ad is actually due.
 */
export async function loadVastAd(
  adTag: string,
  { fetchFn = fetch, canPlay }: { fetchFn?: typeof fetch; canPlay: (mime: string) => boolean },
): Promise<LoadedAd> {
  const text = await fetchTag(adTag, fetchFn);
  const xml = new DOMParser().parseFromString(text, 'text/xml');
  if (xml.getElementsByTagName('parsererror').length > 0 || !xml.documentElement) {
    throw new AdError(AD_ERROR.xmlParse, 'VAST document is not well-formed XML');
  }
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
    const creative = ad.creatives.find((candidate) => candidate.type === 'linear');
    const mediaUrl = creative ? playableFile(creative.mediaFiles ?? [], canPlay) : null;
    if (creative && mediaUrl) {
      const skipOffset = typeof creative.skipDelay === 'number' && creative.skipDelay >= 0 ? creative.skipDelay : null;
      return {
        mediaUrl,
        skipOffset,
        tracker: new VASTTracker(client, ad as never, creative as never),
        clickThrough: clickThroughUrl(creative.videoClickThroughURLTemplate),
      };
    }
  }
  throw new AdError(AD_ERROR.noAds, 'VAST answer has no playable linear ad');
}
