/** Where the settings close button returns (core-session-account.md section 2: a remembered address or home). */
const RETURN_KEY = 'settings_return';
/** Addresses of the settings area itself, never a place to return to. */
const SETTINGS_ENTRIES = ['/settings', '/lk', '/account_mobile'];

export function rememberSettingsReturn(path: string): void {
  try {
    if (!SETTINGS_ENTRIES.some((entry) => path.startsWith(entry))) sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Without storage the close button goes home.
  }
}

export function settingsReturnPath(): string {
  try {
    return sessionStorage.getItem(RETURN_KEY) || '/';
  } catch {
    return '/';
  }
}

/** The settings start page (core-session-account.md section 2, "Settings area"). */
export const SETTINGS_START_PAGE = '/settings';

export type SettingsBack = { kind: 'history' } | { kind: 'replace'; href: string } | { kind: 'push'; href: string };

/**
 * The back link of a settings page (section 2: "every sub-page has a back link to its parent; the start page is
 * replaced in history"). A sub-page opened from its parent goes back in history, so the parent's entry is reused
 * instead of piling up; otherwise it goes to its parent, replacing itself when the parent is the start page. The
 * start page opened from a page of the app goes back to it; reached from another settings page (whose entry lies
 * behind it) it replaces itself with the remembered page, so Back never walks in circles through the settings;
 * loaded directly, it replaces itself with its parent (home).
 */
export function settingsBack(input: {
  parentHref: string;
  isStartPage: boolean;
  inAppHistory: boolean;
  arrivedFrom?: string | null;
  /** The page the settings were opened from (the close button's address). */
  returnHref?: string;
}): SettingsBack {
  if (input.isStartPage) {
    if (input.arrivedFrom) return { kind: 'replace', href: input.returnHref ?? input.parentHref };
    return input.inAppHistory ? { kind: 'history' } : { kind: 'replace', href: input.parentHref };
  }
  if (input.inAppHistory && input.arrivedFrom === input.parentHref) return { kind: 'history' };
  if (input.parentHref === SETTINGS_START_PAGE) return { kind: 'replace', href: input.parentHref };
  return { kind: 'push', href: input.parentHref };
}
