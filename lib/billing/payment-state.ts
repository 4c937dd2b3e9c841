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

const STOPS_POLLING: ReadonlySet<ModalId> = new Set<ModalId>(['pay_qr', 'pay_qr_kaspi', 'pay_redirect', 'pay_iframe']);
const CLEARS_QR_AMOUNT: ReadonlySet<ModalId> = new Set<ModalId>(['pay_qr', 'pay_qr_kaspi', 'pay_card']);

/** What closing a pay modal does: stop polling (QR, redirect), clear the QR amount (QR, card). */
export function onPayModalClosed(id: ModalId): void {
  if (STOPS_POLLING.has(id)) stopTransactionWatch();
  if (CLEARS_QR_AMOUNT.has(id)) getDefaultStore().set(qrAmountAtom, null);
}
