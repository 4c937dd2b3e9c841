import { atom, getDefaultStore } from 'jotai';

/**
 * A purchase transaction is being polled: the watch button shows its loader meanwhile (catalogue-vod-billing.md
 * section 4). Kept apart from the polling code so catalogue pages read it without loading the billing flow.
 */
export const transactionPendingAtom = atom(false);

export function setTransactionPending(pending: boolean): void {
  getDefaultStore().set(transactionPendingAtom, pending);
}
