import { getBrowserApi } from '../api/browser';
import { openModal } from '../modals/modal-controller';
import type { BillingText } from './purchase-context';
import { PURCHASED_PARAM, readPaymentReturn, takePendingPayment, TRANSACTION_PARAM } from './return-url';
import { watchTransaction } from './transactions';

/**
 * Back from the bank page (`purchased=true&transaction_id=N`): the query is dropped from the address, the
 * transaction is polled while a waiting modal shows, and completion shows the success message.
 */
export function resumePaymentFromUrl(win: Window, text: BillingText): boolean {
  const back = readPaymentReturn(win.location.search);
  if (!back) return false;
  const url = new URL(win.location.href);
  url.searchParams.delete(PURCHASED_PARAM);
  url.searchParams.delete(TRANSACTION_PARAM);
  win.history.replaceState(win.history.state, '', url);
  const pending = takePendingPayment(win.sessionStorage, back.transactionId);
  openModal('pay_transaction', { waiting: true });
  watchTransaction(
    { id: back.transactionId, createdAtSec: 0 },
    {
      api: getBrowserApi(),
      text,
      purchase: {
        packetName: pending?.packetName ?? null,
        forContent: pending?.forContent ?? false,
        rental: pending?.rental ?? null,
      },
    },
  );
  return true;
}
