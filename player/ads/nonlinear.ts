import { AD_ERROR, NONLINEAR_DEFAULT_SECONDS, NONLINEAR_LOAD_TIMEOUT_MS } from './ad-constants';
import { AdError } from './ad-roll';

/**
 * VAST NonLinear overlays (IAB VAST 4, "NonLinearAds"): a banner shown over the playing content instead of a video
 * break. Pure rules here; nonlinear-banner.tsx shows one.
 */

/** What the banner shows: an image, another site's page in a sandboxed frame, or the ad's HTML without scripts. */
export type NonLinearResource =
  | { type: 'image'; url: string }
  | { type: 'iframe'; url: string }
  | { type: 'html'; html: string };

/** A <NonLinear> as @dailymotion/vast-client parses it: width and height are the attributes' text. */
export interface VastNonLinear {
  width?: number | string | null;
  height?: number | string | null;
  scalable?: boolean;
  maintainAspectRatio?: boolean;
  minSuggestedDuration?: number | null;
  apiFramework?: string | null;
  type?: string | number | null;
  staticResource?: string | null;
  htmlResource?: string | null;
  iframeResource?: string | null;
  nonlinearClickThroughURLTemplate?: string | null;
}

export interface NonLinearCreative {
  resource: NonLinearResource;
  /** The creative's own size in CSS pixels; 0 when the ad leaves it to the resource. */
  width: number;
  height: number;
  scalable: boolean;
  maintainAspectRatio: boolean;
  /** How long it stays unless the viewer closes it. */
  durationSec: number;
  clickThrough: string | null;
}

/** Image types a browser shows in <img> (VAST StaticResource creativeType); script or Flash resources never. */
const IMAGE_TYPES = /^image\/(png|jpe?g|gif|webp|avif|svg\+xml)$/i;

/** The address when it is http(s), else null: an ad's address never runs as javascript: or data:. */
export function webAddress(text: string | null | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const size = (value: VastNonLinear['width']) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/**
 * The creative this player shows for one <NonLinear>, or the VAST code of why not: VPAID runs the ad's own script
 * (901); a resource of no type shown here is 503; one whose address is not http(s) cannot be fetched (502). An image
 * is preferred to a frame, and a frame to HTML.
 */
export function nonLinearCreative(variation: VastNonLinear): NonLinearCreative | number {
  if (/vpaid/i.test(variation.apiFramework ?? '')) return AD_ERROR.vpaid;
  let resource: NonLinearResource | null = null;
  let failure: number = AD_ERROR.nonLinearAssetMismatch;
  const type = typeof variation.type === 'string' ? variation.type : '';
  if (variation.staticResource) {
    const url = webAddress(variation.staticResource);
    if (!IMAGE_TYPES.test(type)) failure = AD_ERROR.nonLinearAssetMismatch;
    else if (url) resource = { type: 'image', url };
    else failure = AD_ERROR.nonLinearNotFetched;
  }
  if (!resource && variation.iframeResource) {
    const url = webAddress(variation.iframeResource);
    if (url) resource = { type: 'iframe', url };
    else failure = AD_ERROR.nonLinearNotFetched;
  }
  if (!resource && variation.htmlResource?.trim()) resource = { type: 'html', html: variation.htmlResource };
  if (!resource) return failure;
  const suggested = variation.minSuggestedDuration ?? 0;
  return {
    resource,
    width: size(variation.width),
    height: size(variation.height),
    scalable: variation.scalable !== false,
    maintainAspectRatio: variation.maintainAspectRatio !== false,
    durationSec: suggested > 0 ? suggested : NONLINEAR_DEFAULT_SECONDS,
    clickThrough: webAddress(variation.nonlinearClickThroughURLTemplate),
  };
}

/**
 * The size the banner takes inside the player's area: its own when it fits, scaled down (keeping its proportions
 * unless it allows otherwise) when it may be, else VAST 501 (dimensions that do not fit the display area). A
 * creative without a size takes its resource's own, held inside the area by CSS ({0, 0}). No area at all (no player
 * on screen) is the general 500.
 */
export function nonLinearBox(
  creative: Pick<NonLinearCreative, 'width' | 'height' | 'scalable' | 'maintainAspectRatio'>,
  area: { width: number; height: number },
): { width: number; height: number } | number {
  if (area.width <= 0 || area.height <= 0) return AD_ERROR.nonLinearFailed;
  const { width, height } = creative;
  if (!width || !height) return { width: 0, height: 0 };
  if (width <= area.width && height <= area.height) return { width, height };
  if (!creative.scalable) return AD_ERROR.nonLinearTooLarge;
  if (!creative.maintainAspectRatio) return { width: Math.min(width, area.width), height: Math.min(height, area.height) };
  const scale = Math.min(area.width / width, area.height / height);
  return { width: Math.floor(width * scale), height: Math.floor(height * scale) };
}

/** Fetches a NonLinear image before it is shown; one that fails or takes over 5 s is VAST 502. */
export function preloadImageOf(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const fail = (why: string) => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      reject(new AdError(AD_ERROR.nonLinearNotFetched, `NonLinear image ${why}: ${url}`));
    };
    const timer = setTimeout(() => fail('not loaded within 5 s'), NONLINEAR_LOAD_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    image.onerror = () => fail('not fetched');
    image.src = url;
  });
}
