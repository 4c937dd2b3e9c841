/**
 * Every screen width threshold of the product, named once (catalogue-vod-billing.md section 9: "Thresholds: mobile
 * 932, portrait 1024, narrow 481, header mobile 1023 (1281 on mobile devices), mobile catalog 600"; live-channels.md
 * section 9; core-session-account.md section 9). The mobile page layout (932) and the header's mobile layout (1023)
 * are different thresholds of the spec. CSS cannot import these: `breakpoints.test.ts` fails when a stylesheet's
 * media query uses a width not named here.
 */

/** Mobile page layout up to 932 px: above it the full TV page, the desktop episode preview, the wider slider padding. */
export const MOBILE_MAX_WIDTH = 932;
/** Narrow from below 481 px: slider arrows and dots, two episodes in the preview. */
export const NARROW_MIN_WIDTH = 481;
/** catalogue-vod-billing.md section 9: portrait 1024 px. */
export const PORTRAIT_WIDTH = 1024;
/** live-channels.md section 9 (virtual list above 1280) and catalogue-vod-billing.md section 9 (slider padding at 1280). */
export const WIDE_WIDTH = 1280;
/** The header's mobile layout (bottom navigation, no "/" search shortcut) up to 1023 px... */
export const HEADER_MOBILE_MAX_WIDTH = 1023;
/** ...and up to 1281 px on touch devices. */
export const HEADER_MOBILE_DEVICE_MAX_WIDTH = 1281;
/** "Mobile catalog 600": a phone keeps the title's facts and its watch button in the first screen. */
export const MOBILE_CATALOG_MAX_WIDTH = 600;
/** Not a spec threshold: up to 1100 px the channel page stacks the programme and its extras in one column. */
export const CHANNEL_STACKED_MAX_WIDTH = 1100;
/** "Instruction 1170": from 1170 px the instructions page widens and sets its four advantages side by side. */
export const INSTRUCTION_MIN_WIDTH = 1170;
