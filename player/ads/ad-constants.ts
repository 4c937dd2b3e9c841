/** Ad rules, "LC" is live-channels.md. */

/** LC section 4 "Ads": when every ad of a roll failed, ads are skipped for 5 s from the stored fail time. */
export const AD_FAIL_SKIP_MS = 5000;
/** LC section 8: the last 50 ad error reports are kept in local storage. */
export const AD_REPORTS_KEPT = 50;
/** LC section 8: VAST wrapper and load timeouts report 301 after 5 s. */
export const VAST_LOAD_TIMEOUT_MS = 5000;
/** LC section 8: an ad that does not start playing within 8 s reports 402. */
export const AD_MEDIA_TIMEOUT_MS = 8000;

/** LC section 8 ad error codes used by this player. */
export const AD_ERROR = {
  xmlParse: 100,
  wrapperTimeout: 301,
  noAds: 303,
  mediaTimeout: 402,
  mediaUnplayable: 405,
  undefinedError: 900,
  autoplayBlocked: 1205,
} as const;

/** LC section 7: 400 to 599 are sent as error_load_{code}, others as error_{code}. */
const LOAD_ERROR_MIN = 400;
const LOAD_ERROR_MAX = 599;

export function adErrorName(code: number): string {
  return code >= LOAD_ERROR_MIN && code <= LOAD_ERROR_MAX ? `error_load_${code}` : `error_${code}`;
}

export const AD_FAIL_TIME_KEY = 'player.adFailAt';
export const AD_REPORTS_KEY = 'player.adErrors';
