/**
 * TV mode (issue 18): the app driven by a remote control's arrows, OK and Back in a Smart TV or Android TV web view.
 * It turns on by itself for the user agents of TV platforms, or by `?tv=1` (a provider's TV launcher, or a tester);
 * `?tv=0` turns it off. The choice made by the address is kept for the browser tab, so following links keeps it.
 * Pages are cached for every visitor alike, so the mode is decided in the browser, never by the server: by an inline
 * script before the page paints, so the focus ring is sized for the room from the first frame and the address's choice
 * is kept even when the viewer leaves the page before the app's deferred services load.
 */

/** Where the address's choice is kept for the tab (sessionStorage). */
export const TV_MODE_STORAGE_KEY = 'tv_mode';
/** The query switch: `?tv=1` on, `?tv=0` off. */
export const TV_MODE_QUERY = 'tv';
/** The document's mark (`<html data-tv>`), which the styles and the remote control read. */
const TV_MODE_ATTRIBUTE = 'data-tv';

/**
 * Smart TV and streaming-box browsers: Samsung Tizen, LG webOS, Android TV and Google TV, Amazon Fire TV (AFT…),
 * Sony Bravia, Philips and other HbbTV sets, Hisense VIDAA, Panasonic Viera, Apple TV and Roku web views, and the
 * generic "SMART-TV" / "SmartTV" marks.
 */
const TV_USER_AGENT =
  /SMART-?TV|Tizen|Web0S|webOS\.TV|NetCast|Android TV|GoogleTV|\bAFT[A-Z]|BRAVIA|HbbTV|VIDAA|Viera|AppleTV|Roku|CrKey|\bTV Safari/i;

/**
 * Decides TV mode for this tab and marks the document when it is on: the address's switch wins and is stored for the
 * tab; else the tab's stored choice; else the user agent. It runs as an inline script (EARLY_TV_MODE_SCRIPT), so it
 * names nothing outside itself: everything it needs comes in as arguments.
 */
export function markTvMode(win: Window, storageKey: string, query: string, attribute: string, tvUserAgent: RegExp): void {
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    // Private modes and sandboxed frames may refuse the tab's storage: the mode then lasts for this page.
  }
  const asked = new URLSearchParams(win.location.search).get(query);
  const stored = storage ? storage.getItem(storageKey) : null;
  let on: boolean;
  if (asked === '1' || asked === '0') {
    on = asked === '1';
    if (storage) storage.setItem(storageKey, asked);
  } else if (stored === '1' || stored === '0') {
    on = stored === '1';
  } else {
    on = tvUserAgent.test(win.navigator.userAgent);
  }
  if (on) win.document.documentElement.setAttribute(attribute, '');
}

/** The inline script the root layout runs before the page's first paint. */
export const EARLY_TV_MODE_SCRIPT = `(${markTvMode.toString()})(window,${JSON.stringify(TV_MODE_STORAGE_KEY)},${JSON.stringify(TV_MODE_QUERY)},${JSON.stringify(TV_MODE_ATTRIBUTE)},${TV_USER_AGENT.toString()})`;

/** Whether the early script turned TV mode on for this page. */
export function isTvModeOn(doc: Document): boolean {
  return doc.documentElement.hasAttribute(TV_MODE_ATTRIBUTE);
}
