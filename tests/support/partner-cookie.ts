/**
 * The browser arriving from a partner's link: the middleware's answer to `?partner=` sets the cookie on the page it
 * leads to (lib/request-gate/rules.ts), and the app reads such cookies once per address (navigationCookie). `null`
 * is a later page without it.
 */
export function arriveFromPartner(partner: string | null): void {
  document.cookie = partner ? `partner=${partner}; path=/` : 'partner=; path=/; max-age=0';
  window.history.pushState(null, '', partner ? `/?partner=${partner}` : `/?left=${Date.now()}`);
}
