/** catalogue-vod-billing.md section 9: promo banner rotation default 7 s. */
export const PROMO_ROTATION_MS = 7_000;
/** catalogue-vod-billing.md section 2: promo banners on these paths show an extra copyright line. */
export const PROMO_COPYRIGHT_PATH_PREFIXES: readonly string[] = ['/amediateka', '/webtest'];
/** catalogue-vod-billing.md section 4: a row load that takes 10 s forces loading to stop. */
export const ROW_LOAD_TIMEOUT_MS = 10_000;
/** catalogue-vod-billing.md section 4: the trailer fades after 4.5 s. */
export const TRAILER_FADE_MS = 4_500;

export function showsPromoCopyright(pathname: string): boolean {
  return PROMO_COPYRIGHT_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
