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
