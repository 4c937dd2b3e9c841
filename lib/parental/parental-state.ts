import { isEmbedPath } from '../request-gate/rules';

/**
 * core-session-account.md section 2: query ignore_parental_control (embed), remembered for the tab. It is for
 * partners' pages framing the embeds only: anywhere else it is ignored and forgotten, so a link with the flag
 * cannot switch the PIN off on the app's own pages.
 */
export const IGNORE_PARENTAL_QUERY = 'ignore_parental_control';
const IGNORE_PARENTAL_STORAGE_KEY = 'ignore_parental_control';

export interface PageAddress {
  pathname: string;
  search: string;
}

export function rememberEmbedParentalFlag({ pathname, search }: PageAddress): void {
  const value = new URLSearchParams(search).get(IGNORE_PARENTAL_QUERY);
  try {
    if (!isEmbedPath(pathname) || value === '0' || value === 'false') sessionStorage.removeItem(IGNORE_PARENTAL_STORAGE_KEY);
    else if (value !== null) sessionStorage.setItem(IGNORE_PARENTAL_STORAGE_KEY, '1');
  } catch {
    // Storage blocked: the flag still applies through the address of this page.
  }
}

export function isParentalIgnoredByEmbed({ pathname, search }: PageAddress): boolean {
  if (!isEmbedPath(pathname)) return false;
  const value = new URLSearchParams(search).get(IGNORE_PARENTAL_QUERY);
  if (value !== null) return value !== '0' && value !== 'false';
  try {
    return sessionStorage.getItem(IGNORE_PARENTAL_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
