/** Where the settings close button returns (core-session-account.md section 2: a remembered address or home). */
const RETURN_KEY = 'settings_return';

export function rememberSettingsReturn(path: string): void {
  try {
    if (!path.startsWith('/settings') && !path.startsWith('/lk')) sessionStorage.setItem(RETURN_KEY, path);
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
