/**
 * A packet's agreement (catalogue-vod-billing.md section 4 step 2): "it must be accepted first (agreement page, then
 * resume)". The purchase waits here while the agreement page is open; accepting runs it on. The acceptance is kept
 * for the tab, so a purchase started again (a direct visit, a reload) does not ask twice.
 */

const ACCEPTED_KEY_PREFIX = 'billing.agreement.accepted.';

interface Pending {
  packetId: number;
  resume: () => void;
}

let pending: Pending | null = null;

/** The agreement page of a packet: a modal page over the current page, a full page when visited directly. */
export function agreementHref(packetRef: number | string): string {
  return `/packets/${encodeURIComponent(String(packetRef))}/agreement`;
}

export function isAgreementAccepted(storage: Pick<Storage, 'getItem'> | null, packetId: number): boolean {
  try {
    return storage?.getItem(`${ACCEPTED_KEY_PREFIX}${packetId}`) === '1';
  } catch {
    return false;
  }
}

/** The purchase that waits for the agreement of `packetId`; a newer purchase replaces an older one. */
export function awaitAgreement(packetId: number, resume: () => void): void {
  pending = { packetId, resume };
}

/**
 * Records the acceptance and hands back the purchase waiting for it, or null when none waits in this page (the
 * agreement page was opened directly): the caller then starts the purchase on the packet page.
 */
export function acceptAgreement(storage: Pick<Storage, 'setItem'> | null, packetId: number): (() => void) | null {
  try {
    storage?.setItem(`${ACCEPTED_KEY_PREFIX}${packetId}`, '1');
  } catch {
    // Private mode: the waiting purchase still goes on; a later one asks again.
  }
  const waiting = pending?.packetId === packetId ? pending.resume : null;
  pending = null;
  return waiting;
}

/** The viewer declined: the waiting purchase is dropped. */
export function declineAgreement(): void {
  pending = null;
}

/** The tab's storage in a browser, none elsewhere. */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
