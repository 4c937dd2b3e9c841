import type { ApiClient } from '../api/client';
import { getCards, linkCard, pollTransaction, type PollOptions } from '../api/payments';
import type { Card, PaySystem } from '../api/types/billing';
import { isLinkedCardPayform } from '../rules/payment-flow';
import { cardLinkAmount, periodMonths } from '../rules/pricing';
import type { PurchaseContext } from './purchase-context';

/**
 * What linking a card for this payment charges: what is due when the link pays it (linkPaysDue); otherwise a refunded
 * check of the price of one unit (catalogue-vod-billing.md section 9), a month of a several-month period.
 */
export function linkAmountOf(
  context: Pick<PurchaseContext, 'price' | 'due' | 'packet' | 'option' | 'isTrial' | 'offer'>,
): string {
  if (linkPaysDue(context)) return context.due.toFixed(2);
  const period = context.isTrial ? null : (context.option?.period ?? context.packet?.period ?? null);
  return cardLinkAmount(context.price, period ? periodMonths(period) : 1).toFixed(2);
}

/**
 * Whether the link itself pays what is due (catalogue-vod-billing.md section 9: the card call carries `amount` and
 * `needed_refund`): its charge stays on the account and the purchase takes it from there, so the card is charged once.
 * An offer is paid only through its own transaction call, so linking for one stays a refunded check.
 */
export function linkPaysDue(context: Pick<PurchaseContext, 'due' | 'offer'>): boolean {
  return !context.offer && context.due > 0;
}

/**
 * Whether a bank-page payment may keep its card (is_save_card): only where the provider takes payments from linked
 * cards, i.e. offers a linked-card pay system; an offer's own transaction call carries no such choice.
 */
export function offersCardSaving(context: Pick<PurchaseContext, 'paySystems' | 'offer'>): boolean {
  return !context.offer && context.paySystems.some((system) => isLinkedCardPayform(system.payform));
}

/** The bank-page card pay system that links cards (payform short_url, not the framed one). */
export function linkingPaySystem(paySystems: PaySystem[]): PaySystem | null {
  const pages = paySystems.filter((system) => system.payform === 'short_url');
  return pages.find((system) => system.mode !== 'iframe') ?? pages[0] ?? null;
}

export type CardLinkOutcome =
  /** `paid`: the link's charge paid what was due into the account; only the purchase from the balance is left. */
  | { kind: 'linked'; card: Card; paid: boolean }
  | { kind: 'declined'; reason: string | null }
  /** Closed, or the polling limits ran out: nothing was linked or charged. */
  | { kind: 'abandoned' };

/**
 * Links a card for the payment in progress: the card-link call for the amount due (or a one-unit check), the bank page opened by
 * `openBankPage`, then the link polled like any transaction until the bank answers. The new card comes back so the
 * payment goes on with it; a declined or abandoned link changes nothing.
 */
export async function linkCardForPayment(
  api: ApiClient,
  context: PurchaseContext,
  openBankPage: (url: string) => void,
  poll: PollOptions = {},
): Promise<CardLinkOutcome> {
  const known = new Set(context.cards.map((card) => card.id));
  const paid = linkPaysDue(context);
  const transaction = await linkCard(api, context.account.id, {
    amount: linkAmountOf(context),
    keepCharge: paid,
    // No key of its own: the platform answers a repeat of a still-pending link with it, and a declined one is retried anew.
    paySystem: linkingPaySystem(context.paySystems)?.shortname,
  });
  openBankPage(transaction.url);
  const settled = await pollTransaction(api, transaction.id, poll);
  if (!settled || poll.signal?.aborted) return { kind: 'abandoned' };
  if (settled.status === 'error') return { kind: 'declined', reason: settled.statusDescription };
  const cards = await getCards(api);
  const card = cards.find((candidate) => !known.has(candidate.id)) ?? cards.find((candidate) => candidate.isPrimary);
  return card ? { kind: 'linked', card, paid } : { kind: 'abandoned' };
}
