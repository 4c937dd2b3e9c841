/** Ad rules, "LC" is live-channels.md. */

/** LC section 4 "Ads": when every ad of a roll failed, ads are skipped for 5 s from the stored fail time. */
export const AD_FAIL_SKIP_MS = 5000;
/** LC section 8: the last 50 ad error reports are kept in local storage. */
export const AD_REPORTS_KEPT = 50;
/** LC section 8: VAST wrapper and load timeouts report 301 after 5 s. */
export const VAST_LOAD_TIMEOUT_MS = 5000;
/** LC section 8: an ad that does not start playing within 8 s reports 402. */
export const AD_MEDIA_TIMEOUT_MS = 8000;

/**
 * LC section 8 ad error codes this player produces: the VAST numbers below 1000 and, above, the numbers of Google's
 * IMA SDK the spec lists. Codes of the spec's list that cannot occur in this player, and why:
 * - 603 (companion not fetched): no companion slot exists, so none is fetched; an ad that requires one is 602.
 * - 1011 (SDK locale), 1014 (Protected Audience), 1020 (server-side insertion), 1021 (IMA's asset fallback) and the
 *   other 1005-1022 numbers without a name here belong to the IMA SDK itself, which this player does not use.
 */
export const AD_ERROR = {
  xmlParse: 100,
  /** VAST tag or a wrapper's tag not loaded within 5 s. */
  wrapperTimeout: 301,
  wrapperLimit: 302,
  noAdsAfterWrapper: 303,
  mediaTimeout: 402,
  /** Linear media files exist, none of a type this browser plays. */
  linearAssetMismatch: 403,
  mediaUnplayable: 405,
  /** A NonLinear overlay that could not be shown for another reason (no display area, the resource would not render). */
  nonLinearFailed: 500,
  /** A NonLinear overlay larger than the player that does not allow scaling. */
  nonLinearTooLarge: 501,
  /** A NonLinear resource that could not be fetched (an error, a timeout, an address that is not http(s)). */
  nonLinearNotFetched: 502,
  /** A NonLinear ad with no resource of a type this player shows (an image, an iframe or HTML). */
  nonLinearAssetMismatch: 503,
  /** The ad requires companions, and the player has no companion slot: IAB says the ad must not play. */
  companionRequired: 602,
  undefinedError: 900,
  /** Only VPAID media files: this player runs no ad's own script. */
  vpaid: 901,
  /** The ad server answered an error status. */
  requestFailed: 1005,
  /** A linear ad without any media file. */
  assetNotFound: 1007,
  /** An empty answer, or a VAST document with no ad. */
  emptyResponse: 1009,
  /** Well-formed XML that is not VAST. */
  unknownResponse: 1010,
  /** The ad server could not be reached (network, CORS). */
  networkError: 1012,
  /** The ad tag is not an http(s) address. */
  invalidAdTag: 1013,
  /** An ad item without an ad tag. */
  invalidArguments: 1101,
  autoplayBlocked: 1205,
  /** A consent management platform on the page has not got the viewer's consent yet. */
  consentNotReady: 1300,
} as const;

/** A NonLinear overlay without minSuggestedDuration stays this long (VAST leaves it to the player). */
export const NONLINEAR_DEFAULT_SECONDS = 15;
/** A NonLinear resource (image, iframe) not loaded within this long reports 502, as a VAST tag reports 301. */
export const NONLINEAR_LOAD_TIMEOUT_MS = 5000;

/** LC section 7: 400 to 599 are sent as error_load_{code}, others as error_{code}. */
const LOAD_ERROR_MIN = 400;
const LOAD_ERROR_MAX = 599;

export function adErrorName(code: number): string {
  return code >= LOAD_ERROR_MIN && code <= LOAD_ERROR_MAX ? `error_load_${code}` : `error_${code}`;
}

export const AD_FAIL_TIME_KEY = 'player.adFailAt';
export const AD_REPORTS_KEY = 'player.adErrors';
