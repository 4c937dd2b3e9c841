/**
 * Whether this tab has moved between pages of the app since it loaded. Client navigation does not update
 * document.referrer, so a modal page opened by a link could not otherwise tell that "back" stays in the app.
 */
let navigations = 0;
let lastPathname: string | null = null;

export function notePathname(pathname: string) {
  if (lastPathname !== null && pathname !== lastPathname) navigations += 1;
  lastPathname = pathname;
}

export function hasInAppHistory(): boolean {
  return navigations > 0;
}

/**
 * True when the previous history entry is a page of this app, so history back stays inside it: a viewer who came from
 * a search engine or a partner's link is never sent back there by the app's own back controls.
 */
export function canGoBackInApp(): boolean {
  if (window.history.length <= 1) return false;
  if (hasInAppHistory()) return true;
  try {
    return Boolean(document.referrer) && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
