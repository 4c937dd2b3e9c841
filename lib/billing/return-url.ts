/** Query the payment page adds on its way back (core-session-account.md section 2: purchased=true). */
export const PURCHASED_PARAM = 'purchased';
export const TRANSACTION_PARAM = 'transaction_id';
const PENDING_KEY = 'billing.pendingPayment';

/** Where the bank page sends the buyer back: this page, without an earlier return's query and without the hash. */
export function paymentReturnUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PURCHASED_PARAM);
  url.searchParams.delete(TRANSACTION_PARAM);
  url.hash = '';
  return url.toString();
}

export interface PendingPayment {
  transactionId: number;
  packetName: string | null;
  forContent: boolean;
  /** A rental waits for the top-up: it is taken from the balance once the transaction completes. */
  rental?: { contentId: number; title: string; pending: boolean } | null;
}

/** Kept across the redirect so the return shows the right success message. */
export function rememberPendingPayment(storage: Storage, payment: PendingPayment): void {
  storage.setItem(PENDING_KEY, JSON.stringify(payment));
}

export function takePendingPayment(storage: Storage, transactionId: number): PendingPayment | null {
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as PendingPayment;
    return parsed.transactionId === transactionId ? parsed : null;
  } catch {
    return null;
  }
}

/** The return from the payment page: `purchased=true&transaction_id=N`, or null. */
export function readPaymentReturn(search: string): { purchased: boolean; transactionId: number } | null {
  const params = new URLSearchParams(search);
  const id = Number(params.get(TRANSACTION_PARAM));
  if (!params.has(PURCHASED_PARAM) || !Number.isInteger(id) || id <= 0) return null;
  return { purchased: params.get(PURCHASED_PARAM) === 'true', transactionId: id };
}
