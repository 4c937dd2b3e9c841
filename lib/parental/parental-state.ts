import { isEmbedPath } from '../request-gate/rules';

/**
 * The moments the parental check table (lib/rules/parental.ts) measures from: the last correct PIN, the last
 * transaction and the last login-as-guest attempt. Kept in memory: a reload asks again, as the spec's flags do.
 */
export interface ParentalMoments {
  lastPinSuccessAt: number | null;
  lastTransactionAt: number | null;
  loginGuestAttemptAt: number | null;
}

const moments: ParentalMoments = { lastPinSuccessAt: null, lastTransactionAt: null, loginGuestAttemptAt: null };

export function parentalMoments(): Readonly<ParentalMoments> {
  return { ...moments };
}

export function markPinSuccess(at: number = Date.now()): void {
  moments.lastPinSuccessAt = at;
}

/** Billing calls this after a purchase: vod, channel and program are not asked again for 30 s. */
export function markParentalTransaction(at: number = Date.now()): void {
  moments.lastTransactionAt = at;
}

/** A guest login attempt: the PIN is not asked within the 30 s grace. */
export function markLoginGuestAttempt(at: number = Date.now()): void {
  moments.loginGuestAttemptAt = at;
}

/** Sign-out or a profile change: a PIN given by the previous viewer no longer counts. */
export function resetParentalMoments(): void {
  moments.lastPinSuccessAt = null;
  moments.lastTransactionAt = null;
  moments.loginGuestAttemptAt = null;
}

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
