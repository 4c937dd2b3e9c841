/**
 * Moves between channels without a server round trip: the address changes through the History API, which the
 * Next router follows (usePathname and useSearchParams update), so switching channels costs no page load.
 */
export function navigateTo(href: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
}
