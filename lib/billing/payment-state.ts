import { atom, getDefaultStore } from 'jotai';
import type { ModalId } from '../modals/modal-ids';
import { stopTransactionWatch } from './transactions';

/** The amount the open QR (or card) payment asks for; closing pay_qr or pay_card clears it (section 4). */
export const qrAmountAtom = atom<string | null>(null);

const settledKeys = new Set<string>();

/** A purchase attempt that completed: closing its modal afterwards is not a cancel. */
export function markSettled(idempotencyKey: string): void {
  settledKeys.add(idempotencyKey);
}

export function isSettled(idempotencyKey: string): boolean {
  return settledKeys.has(idempotencyKey);
}

const declinedKeys = new Set<string>();

/**
 * Records how a watched attempt ended. A key names one attempt: once the bank has declined it, a retry is a new
 * attempt with a new key (the platform answers a used key with the old, failed transaction).
 */
export function markAttemptOutcome(idempotencyKey: string, outcome: 'complete' | 'error' | 'stopped'): void {
  if (outcome === 'complete') markSettled(idempotencyKey);
  if (outcome === 'error') declinedKeys.add(idempotencyKey);
}

/** An attempt that completed or was declined: paying again needs a new key. */
export function isAttemptOver(idempotencyKey: string): boolean {
  return settledKeys.has(idempotencyKey) || declinedKeys.has(idempotencyKey);
}

const STOPS_POLLING: ReadonlySet<ModalId> = new Set<ModalId>(['pay_qr', 'pay_qr_kaspi', 'pay_redirect', 'pay_iframe']);
const CLEARS_QR_AMOUNT: ReadonlySet<ModalId> = new Set<ModalId>(['pay_qr', 'pay_qr_kaspi', 'pay_card']);

/** What closing a pay modal does: stop polling (QR, redirect), clear the QR amount (QR, card). */
export function onPayModalClosed(id: ModalId): void {
  if (STOPS_POLLING.has(id)) stopTransactionWatch();
  if (CLEARS_QR_AMOUNT.has(id)) getDefaultStore().set(qrAmountAtom, null);
}
