import { unprefixedPath } from '../i18n/locale-paths';

/** Local traces of the session: the logged-out mark (no auto-auth after logout) and the Telegram mini-app mark. */
const LOGGED_OUT_KEY = 'logged_out';
const MINI_APP_KEY = 'telegram_miniapp';
/** Kept across a storage clear: the device serial identifies this browser's device. */
const KEPT_KEYS = new Set(['device_serial']);

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function isLoggedOut(): boolean {
  return safe(() => localStorage.getItem(LOGGED_OUT_KEY) === '1', false);
}

export function markLoggedOut(value: boolean): void {
  safe(() => (value ? localStorage.setItem(LOGGED_OUT_KEY, '1') : localStorage.removeItem(LOGGED_OUT_KEY)), undefined);
}

/** Query parameters the Telegram mini-app entry carries (section 2). */
const MINI_APP_QUERY = ['tgWebAppStartParam', 'telegram_id'];
export const MINI_APP_PATH = '/miniapp';

/** The tab was opened as the Telegram mini-app: its path or parameters, remembered for the tab. */
export function isTelegramMiniApp(location: Pick<Location, 'pathname' | 'search'> = window.location): boolean {
  const params = new URLSearchParams(location.search);
  if (unprefixedPath(location.pathname).startsWith(MINI_APP_PATH) || MINI_APP_QUERY.some((key) => params.has(key))) markTelegramMiniApp();
  return safe(() => sessionStorage.getItem(MINI_APP_KEY) === '1', false);
}

export function markTelegramMiniApp(): void {
  safe(() => sessionStorage.setItem(MINI_APP_KEY, '1'), undefined);
}

/** "Storage is cleared" (section 4): everything of the session, but not this browser's device serial. */
export function forgetLocalSession(): void {
  safe(() => {
    for (const key of Object.keys(localStorage)) if (!KEPT_KEYS.has(key) && key !== LOGGED_OUT_KEY) localStorage.removeItem(key);
  }, undefined);
}
