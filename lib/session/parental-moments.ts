/**
 * The moments the parental check table (lib/rules/parental.ts) measures from: the last correct PIN, the last
 * transaction, the last login-as-guest attempt and the set-PIN question put off ("Not now"). Kept in memory: a reload asks again, as the spec's flags do.
 * It is the session's memory: its own events (a sign-in, a sign-out, a login as guest) reset or mark it, and the
 * parental gate (lib/parental) reads it, so the dependency goes one way (lib/parental imports lib/session).
 */
export interface ParentalMoments {
  lastPinSuccessAt: number | null;
  lastTransactionAt: number | null;
  loginGuestAttemptAt: number | null;
  pinSetupPutOffAt: number | null;
}

const moments: ParentalMoments = { lastPinSuccessAt: null, lastTransactionAt: null, loginGuestAttemptAt: null, pinSetupPutOffAt: null };

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

/** "Not now" on the set-PIN question: not asked again until the next visit (a reload), the status stays notset. */
export function markPinSetupPutOff(at: number = Date.now()): void {
  moments.pinSetupPutOffAt = at;
}

/** Sign-out or a profile change: a PIN given by the previous viewer no longer counts. */
export function resetParentalMoments(): void {
  moments.lastPinSuccessAt = null;
  moments.lastTransactionAt = null;
  moments.loginGuestAttemptAt = null;
  moments.pinSetupPutOffAt = null;
}
