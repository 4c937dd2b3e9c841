/** core-session-account.md section 9: "Header dark at scroll 140, hide at 250". */
export const HEADER_DARK_SCROLL_PX = 140;
export const HEADER_HIDE_SCROLL_PX = 250;

/** section 9 width thresholds: header/mobile layout up to 1023 px, up to 1281 px on touch devices. */
export const MOBILE_MAX_WIDTH_PX = 1023;
export const MOBILE_DEVICE_MAX_WIDTH_PX = 1281;

/** Footer is hidden on these paths and in embed (catalogue-vod-billing.md section 2, Footer). */
export const FOOTER_HIDDEN_PATHS = ['/gift', '/promo/lovi', '/account_mobile'] as const;

/** The layout is "mobile" (bottom nav, no "/" search shortcut) at these widths. */
export function isMobileViewport(win: Window = window): boolean {
  const narrow = win.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches;
  const touchDevice = win.matchMedia('(pointer: coarse)').matches && win.matchMedia(`(max-width: ${MOBILE_DEVICE_MAX_WIDTH_PX}px)`).matches;
  return narrow || touchDevice;
}
