/**
 * TV mode (issue 18): the app driven by a remote control's arrows, OK and Back in a Smart TV or Android TV web view.
 * It turns on by itself for the user agents of TV platforms, or by `?tv=1` (a provider's TV launcher, or a tester);
 * `?tv=0` turns it off. The choice made by the address is kept for the browser tab, so following links keeps it.
 * Pages are cached for every visitor alike, so the mode is decided in the browser, never by the server.
 */

/** Where the address's choice is kept for the tab (sessionStorage). */
export const TV_MODE_STORAGE_KEY = 'tv_mode';
/** The query switch: `?tv=1` on, `?tv=0` off. */
export const TV_MODE_QUERY = 'tv';

/**
 * Smart TV and streaming-box browsers: Samsung Tizen, LG webOS, Android TV and Google TV, Amazon Fire TV (AFT…),
 * Sony Bravia, Philips and other HbbTV sets, Hisense VIDAA, Panasonic Viera, Apple TV and Roku web views, and the
 * generic "SMART-TV" / "SmartTV" marks.
 */
const TV_USER_AGENT =
  /SMART-?TV|Tizen|Web0S|webOS\.TV|NetCast|Android TV|GoogleTV|\bAFT[A-Z]|BRAVIA|HbbTV|VIDAA|Viera|AppleTV|Roku|CrKey|\bTV Safari/i;

export function isTvUserAgent(userAgent: string): boolean {
  return TV_USER_AGENT.test(userAgent);
}

interface TvModeInputs {
  userAgent: string;
  /** The address's query string (`location.search`). */
  search: string;
  /** The tab's stored choice ('1', '0' or null). */
  stored: string | null;
}

/** Whether TV mode is on, and the choice to store for the tab (null: keep what is stored). */
export function resolveTvMode({ userAgent, search, stored }: TvModeInputs): { on: boolean; store: '1' | '0' | null } {
  const asked = new URLSearchParams(search).get(TV_MODE_QUERY);
  if (asked === '1' || asked === '0') return { on: asked === '1', store: asked };
  if (stored === '1' || stored === '0') return { on: stored === '1', store: null };
  return { on: isTvUserAgent(userAgent), store: null };
}

/** The tab's storage, when the browser allows it (private modes and sandboxed frames may refuse). */
function tabStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** Decides TV mode for this tab from its address, its stored choice and the user agent, and keeps the address's. */
export function tvModeOfThisTab(win: Window): boolean {
  const storage = tabStorage(win);
  const mode = resolveTvMode({
    userAgent: win.navigator.userAgent,
    search: win.location.search,
    stored: storage?.getItem(TV_MODE_STORAGE_KEY) ?? null,
  });
  if (mode.store) storage?.setItem(TV_MODE_STORAGE_KEY, mode.store);
  return mode.on;
}
