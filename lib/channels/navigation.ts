import { localizedForPage } from '../i18n/locale-paths';

/**
 * Moves between channels without a server round trip: the address changes through the History API, which the
 * Next router follows (usePathname and useSearchParams update), so switching channels costs no page load. The new
 * address keeps the language of the one on screen (issue 33).
 */
export function navigateTo(href: string, replace = false): void {
  const address = localizedForPage(href, window.location.pathname);
  if (replace) window.history.replaceState(null, '', address);
  else window.history.pushState(null, '', address);
}
