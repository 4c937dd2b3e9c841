import type { ApiClient } from '../api/client';
import { getCards, linkCard, pollTransaction, type PollOptions } from '../api/payments';
import type { Card, PaySystem } from '../api/types/billing';
import { cardLinkAmount, periodMonths } from '../rules/pricing';
import type { PurchaseContext } from './purchase-context';

/**
 * What linking a card for this payment charges (and refunds): the price of one unit (catalogue-vod-billing.md
 * section 9), a month of a several-month period; a top-up or a rental is one unit.
 */
export function linkAmountOf(context: Pick<PurchaseContext, 'price' | 'packet' | 'option' | 'isTrial'>): string {
  const period = context.isTrial ? null : (context.option?.period ?? context.packet?.period ?? null);
  return cardLinkAmount(context.price, period ? periodMonths(period) : 1).toFixed(2);
}

/** The bank-page card pay system that links cards (payform short_url, not the framed one). */
export function linkingPaySystem(paySystems: PaySystem[]): PaySystem | null {
  const pages = paySystems.filter((system) => system.payform === 'short_url');
  return pages.find((system) => system.mode !== 'iframe') ?? pages[0] ?? null;
}

export type CardLinkOutcome =
  | { kind: 'linked'; card: Card }
  | { kind: 'declined'; reason: string | null }
  /** Closed, or the polling limits ran out: nothing was linked or charged. */
  | { kind: 'abandoned' };

/**
 * Links a card for the payment in progress: the card-link call for the one-unit amount, the bank page opened by
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
  const transaction = await linkCard(api, context.account.id, {
    amount: linkAmountOf(context),
    // No key of its own: the platform answers a repeat of a still-pending link with it, and a declined one is retried anew.
    paySystem: linkingPaySystem(context.paySystems)?.shortname,
  });
  openBankPage(transaction.url);
  const settled = await pollTransaction(api, transaction.id, poll);
  if (!settled || poll.signal?.aborted) return { kind: 'abandoned' };
  if (settled.status === 'error') return { kind: 'declined', reason: settled.statusDescription };
  const cards = await getCards(api);
  const card = cards.find((candidate) => !known.has(candidate.id)) ?? cards.find((candidate) => candidate.isPrimary);
  return card ? { kind: 'linked', card } : { kind: 'abandoned' };
}
