import { readCookieHeader } from './cookie-header';

let readAt: string | null = null;
let cookies: Map<string, string> = new Map();

/**
 * A cookie the server sets on a page's answer (the partner a `?partner=` link names, the debug switch), read once per
 * address instead of at every call: `document.cookie` is a synchronous round trip to the browser process, 0.1 ms and
 * more, and a hook's snapshot is read at every render of every reader. A trace of the home page on a throttled phone
 * found the menu's and the prompts' partner reads at 195 ms of main-thread time. Such a cookie changes only with a
 * navigation, so the address the copy was read at tells when it is stale; cookies this page's own code writes must
 * not be read through here.
 */
export function navigationCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const address = window.location.href;
  if (address !== readAt) {
    cookies = readCookieHeader(document.cookie);
    readAt = address;
  }
  return cookies.get(name) ?? null;
}
