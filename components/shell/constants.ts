import { HEADER_MOBILE_DEVICE_MAX_WIDTH, HEADER_MOBILE_MAX_WIDTH } from '@/lib/rules/breakpoints';

/** core-session-account.md section 9: "Header dark at scroll 140, hide at 250". */
export const HEADER_DARK_SCROLL_PX = 140;
export const HEADER_HIDE_SCROLL_PX = 250;

/** Footer is hidden on these paths and in embed (catalogue-vod-billing.md section 2, Footer). */
export const FOOTER_HIDDEN_PATHS = ['/gift', '/promo/lovi', '/account_mobile'] as const;

/** The layout is "mobile" (bottom nav, no "/" search shortcut) at these widths. */
export function isMobileViewport(win: Window = window): boolean {
  const narrow = win.matchMedia(`(max-width: ${HEADER_MOBILE_MAX_WIDTH}px)`).matches;
  const touchDevice =
    win.matchMedia('(pointer: coarse)').matches && win.matchMedia(`(max-width: ${HEADER_MOBILE_DEVICE_MAX_WIDTH}px)`).matches;
  return narrow || touchDevice;
}
