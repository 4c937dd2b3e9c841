import { getBalance } from '../api/billing';
import { getCards } from '../api/payments';
import { openMessage } from '../modals/message';
import { newIdempotencyKey } from './idempotency';
import { offeredPaySystemsOf, openPayForm, openPayModal, passParental } from './pay-forms';
import { isAttemptOver } from './payment-state';
import type { PurchaseContext, PurchaseDeps } from './purchase-context';

export interface TopUpAttempt {
  amount: number;
  key: string;
}

/**
 * One top-up attempt per amount until it is paid or declined: reopening the dialog, or pressing the button again, pays
 * into the same transaction (the platform answers the same idempotency key with it), so the balance rises once; after
 * a decline the next press is a new attempt that can succeed.
 */
export function topUpAttempt(previous: TopUpAttempt | null, amount: number): TopUpAttempt {
  if (previous && previous.amount === amount && !isAttemptOver(previous.key)) return previous;
  return { amount, key: newIdempotencyKey() };
}

/**
 * The account top-up (catalogue-vod-billing.md section 1, "top up an account"; the refill modal): the amount goes
 * through the provider's pay systems like a purchase's shortfall, with its polling and its success and error messages.
 */
export async function runTopUp(
  deps: Pick<PurchaseDeps, 'api' | 'ensureParental' | 'text'>,
  amount: number,
  previous: TopUpAttempt | null,
): Promise<TopUpAttempt> {
  const { api, text } = deps;
  const attempt = topUpAttempt(previous, amount);
  const [account, cards] = await Promise.all([getBalance(api), getCards(api)]);
  const paySystems = await offeredPaySystemsOf(api, account);
  if (paySystems.length === 0) {
    openMessage({ title: text('error.title'), text: text('noPaySystems'), icon: 'error' });
    return attempt;
  }
  if (!(await passParental(deps, paySystems, { agreementAccepted: true, parentalPassed: false }))) return attempt;
  const context: PurchaseContext = {
    packet: null,
    rental: null,
    option: null,
    isTrial: false,
    price: attempt.amount,
    due: attempt.amount,
    account,
    paySystems,
    cards,
    contentId: null,
    idempotencyKey: attempt.key,
  };
  if (paySystems.length === 1) openPayForm(paySystems[0], context);
  else openPayModal('refill', { context });
  return attempt;
}
