import { isbot } from 'isbot';

/**
 * The request gate's rules (core-session-account.md section 2 "Start-up and redirect rules"), pure so each
 * is tested alone; middleware.ts only reads the request and applies them. No data fetching here.
 */

export const GEO_LOCK_COOKIE = 'geo_locked';
export const APP_SKIP_COOKIE = 'app_skipped';
export const PARTNER_COOKIE = 'partner';
export const CLICK_ID_COOKIE = 'click_id';
export const GEO_LOCK_PATH = '/geo_lock';
export const APP_INSTALL_PATH = '/app_store';
/** Where auth-only mode sends a visitor who is not signed in; `from` is the page to return to. */
export const SIGN_IN_PATH = '/sign_in';

/** Pages exempt from forced auth and redirects; the rules pages are under /rules. */
const REDIRECT_EXEMPT_SEGMENTS = new Set([
  'agreement',
  'privacy',
  'terms',
  'geo_lock',
  'provider',
  'promo',
  'packet',
  'packets',
  'gift',
  'news',
  'faq',
  'app_store',
  'account_mobile',
  'rules',
  'open_mobile_app',
  'instructions',
]);

/**
 * Auth-only mode leaves the auth modal unlocked on these (section 2, last start-up rule), plus the pages a visitor
 * needs to get signed in at all (the sign-in page, the region lock, the app-install choice) and the link-preview
 * images of the open pages.
 */
// prettier-ignore
const AUTH_LOCK_EXEMPT_SEGMENTS = new Set([
  'agreement', 'privacy', 'terms', 'provider', 'promo', 'news', 'faq', 'packet', 'packets',
  'sign_in', 'geo_lock', 'app_store', 'open_mobile_app', 'og',
]);

/** Embeds live inside partners' pages: no app-install redirect there either. */
const EMBED_SEGMENTS = new Set(['channel_embed', 'content_embed']);

const CLICK_ID_PARAMS = ['click_id', 'clickid', 'clickId'];

export function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

export function isEmbedPath(pathname: string): boolean {
  return EMBED_SEGMENTS.has(firstSegment(pathname));
}

export function isRedirectExempt(pathname: string): boolean {
  const segment = firstSegment(pathname);
  return REDIRECT_EXEMPT_SEGMENTS.has(segment) || EMBED_SEGMENTS.has(segment);
}

export function shouldRedirectToGeoLock(pathname: string, geoLocked: boolean): boolean {
  return geoLocked && !isRedirectExempt(pathname);
}

export type MobilePlatform = 'ios' | 'android' | null;

export function mobilePlatform(userAgent: string): MobilePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent) && /Mobile/i.test(userAgent)) return 'android';
  return null;
}

/** Android WebView marks itself with `wv`; iOS web views lack the Safari token; partner apps add their own. */
export function isWebView(userAgent: string): boolean {
  if (/; wv\)/.test(userAgent) || /\bWebView\b/i.test(userAgent)) return true;
  if (/iPhone|iPad|iPod/i.test(userAgent) && !/Safari\//.test(userAgent)) return true;
  return /Telegram|FBAN|FBAV|Instagram/i.test(userAgent);
}

export interface AppInstallInput {
  pathname: string;
  userAgent: string;
  appSkipped: boolean;
}

/**
 * Search-engine crawlers and link-preview bots, many with phone agents (Googlebot Smartphone indexes mobile-first),
 * must get the page itself: the app-install page is noindex. isbot's list is maintained upstream; ours would rot.
 */
export function isCrawler(userAgent: string): boolean {
  return isbot(userAgent);
}

/** Mobile iOS or Android visitors go to the app-install page, unless a crawler, in a web view, skipped, or exempt. */
export function shouldRedirectToAppInstall({ pathname, userAgent, appSkipped }: AppInstallInput): boolean {
  if (appSkipped || isRedirectExempt(pathname)) return false;
  if (!mobilePlatform(userAgent) || isCrawler(userAgent)) return false;
  return !isWebView(userAgent);
}

export function isAuthLockExempt(pathname: string): boolean {
  return AUTH_LOCK_EXEMPT_SEGMENTS.has(firstSegment(pathname));
}

/** What a partner's name may be: letters, digits, `_` and `-`, at most 40. */
export function isPartnerName(value: string): boolean {
  return /^[\w-]{1,40}$/.test(value);
}

/** The partner named in the query, remembered for variants (clickup, mbank, ntv_web...). */
export function partnerFromQuery(searchParams: URLSearchParams): string | null {
  const partner = searchParams.get('partner')?.trim();
  return partner && isPartnerName(partner) ? partner : null;
}

/** click_id, clickid or clickId from a promo link (catalogue-vod-billing.md section 4 "Promo wizard"). */
export function clickIdFromQuery(searchParams: URLSearchParams): string | null {
  for (const name of CLICK_ID_PARAMS) {
    const value = searchParams.get(name)?.trim();
    if (value && value.length <= 200) return value;
  }
  return null;
}
