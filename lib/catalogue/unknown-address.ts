import { isMenuPageRef } from './menu-redirects';

/**
 * First segments of the app's own pages and routes (app/[locale]/* and app/*; unknown-address.test.ts keeps the list
 * equal to the folders). An address under any other first segment is a menu page (`/{slug}`, one segment) or nothing.
 */
export const APP_SEGMENTS = new Set([
  'account_mobile', 'agreement', 'api', 'app_store', 'catalog', 'channel_embed', 'channels', 'channelsfree',
  'content_embed', 'contents', 'episodes', 'faq', 'geo_lock', 'gift', 'guide', 'instructions', 'manual', 'miniapp', 'my',
  'news', 'newyear', 'og', 'open_mobile_app', 'opengraph-image', 'packets', 'persons', 'privacy', 'promo', 'provider',
  'row', 'rowset', 'search', 'settings', 'sign_in', 'sitemaps', 'startpage', 'terms', 'test', 'test_feed', 'trailers',
  'vitrina_test', 'watch', 'with-query',
]);

/**
 * Whether an address is known to be nothing: no page of the app and no menu page. The request gate serves it the
 * cached unknown-address page (status 404) instead of a render per address (issue 32). When the menu was never read,
 * a one-segment address is left to its page.
 */
export function isUnknownAddress(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 || APP_SEGMENTS.has(segments[0])) return false;
  if (segments.length > 1) return true;
  let ref: string;
  try {
    ref = decodeURIComponent(segments[0]);
  } catch {
    return true;
  }
  return isMenuPageRef(ref) === false;
}
