/**
 * Screen width thresholds the rules share (live-channels.md section 9, catalogue-vod-billing.md
 * section 9). The header's own 1023/1281 px thresholds live with the shell.
 */

/** live-channels.md section 9: mobile threshold 932 px (the full TV page is above it). */
export const MOBILE_MAX_WIDTH = 932;
/** live-channels.md section 9: narrow 481 px. */
export const NARROW_MIN_WIDTH = 481;
/** catalogue-vod-billing.md section 9: portrait 1024 px. */
export const PORTRAIT_WIDTH = 1024;
/** live-channels.md section 9 (virtual list above 1280) and catalogue-vod-billing.md section 9 (slider padding at 1280). */
export const WIDE_WIDTH = 1280;
