/**
 * The purchase flow of catalogue-vod-billing.md section 4 ("Purchase flow", steps 1 to 7) as
 * pure decisions: which step comes next for a given state, and what a transaction poll does.
 */

import { amountToPay, chargedPrice } from './pricing';

/** catalogue-vod-billing.md section 9: transaction poll every 5 s. */
export const TRANSACTION_POLL_INTERVAL_MS = 5_000;
/** catalogue-vod-billing.md section 9: polling stops after 600 s. */
export const TRANSACTION_POLL_MAX_MS = 600_000;
/** catalogue-vod-billing.md section 9: polling stops once the transaction is older than 3600 s. */
export const TRANSACTION_MAX_AGE_MS = 3_600_000;
/** catalogue-vod-billing.md section 8: a gateway timeout while polling is ignored. */
export const POLL_IGNORED_STATUS = 504;
/** catalogue-vod-billing.md section 8: a missing transaction while polling is not reported. */
export const POLL_UNREPORTED_STATUS = 404;
/** A poll that got no HTTP answer at all (a dropped connection, a timeout), as PollInput's failureStatus. */
export const POLL_NO_ANSWER = 0;
/** A poll whose answer came but could not be read or checked, as PollInput's failureStatus: reported. */
export const POLL_UNREADABLE_ANSWER = -1;
/**
 * Failures the poll asks again after, silently: the spec's 404 and 504; and no answer, and the "unavailable" a load
 * balancer gives while a new server takes over (502, 503). The payment goes on at the bank whatever the page hears: a
 * restart of ours or a phone between cells stopped the poll with "payment error" while the packet was being paid
 * (e2e billing-restart.spec.ts). The spec names 504 alone; here the user's money wins over the letter.
 */
const POLL_CONTINUED_STATUSES: readonly number[] = [POLL_UNREPORTED_STATUS, POLL_IGNORED_STATUS, POLL_NO_ANSWER, 502, 503];
/** catalogue-vod-billing.md section 4: with fewer than two periods the purchase proceeds without asking. */
export const PERIOD_CONFIRM_MIN_PERIODS = 2;

export type PurchaseStep =
  | 'play'
  | 'auth'
  | 'agreement'
  | 'parental'
  | 'base_packets'
  | 'confirm_period'
  | 'confirm'
  | 'paysystem_direct'
  | 'paysystems'
  | 'card_confirm'
  | 'refill';

export interface PurchaseState {
  alreadyPurchased: boolean;
  signedIn: boolean;
  /** The packet carries an agreement text. */
  hasAgreement: boolean;
  agreementAccepted: boolean;
  /** The parental check for the pay action passed. */
  parentalPassed: boolean;
  packetIsBase: boolean;
  holdsBasePacket: boolean;
  /** Provider flag is_allow_additional_packets_without_base. */
  providerAllowsWithoutBase: boolean;
  /** The provider works in purchases mode, so purchase periods are offered. */
  purchasesMode: boolean;
  periodsCount: number;
  /** A period was picked already (in the confirm_period step). */
  periodChosen: boolean;
  /** The purchase goes as a trial (see isTrialApplicable): no period question, trial_amount charged. */
  trialChosen: boolean;
  price: number;
  trialAmount: number | null;
  balance: number;
  paySystemsCount: number;
  hasLinkedCard: boolean;
  /** The partner's step without a linked card (lib/partners/pay-steps): `confirm` buys the whole price. */
  partnerCardlessStep?: 'confirm' | null;
}

export interface NextPurchaseStep {
  step: PurchaseStep;
  /** What this step charges: the whole price on confirm, only the difference when paying in. */
  amount: number;
}

/**
 * The next step of the purchase flow. Paying in: a linked card confirms at once; a partner that confirms
 * purchases (the bank partner) confirms the whole price; a balance that covers part of the price tops up the
 * difference (refill); otherwise one pay system goes direct and any other count opens the list.
 */
export function nextPurchaseStep(state: PurchaseState): NextPurchaseStep {
  const price = chargedPrice({ price: state.price, trialAmount: state.trialAmount, isTrial: state.trialChosen });
  const at = (step: PurchaseStep, amount = 0): NextPurchaseStep => ({ step, amount });
  if (state.alreadyPurchased) return at('play');
  if (!state.signedIn) return at('auth');
  if (state.hasAgreement && !state.agreementAccepted) return at('agreement');
  if (!state.parentalPassed) return at('parental');
  if (!state.packetIsBase && !state.holdsBasePacket && !state.providerAllowsWithoutBase) return at('base_packets');
  const periodPending =
    state.purchasesMode &&
    state.periodsCount >= PERIOD_CONFIRM_MIN_PERIODS &&
    !state.trialChosen &&
    !state.periodChosen;
  if (periodPending) return at('confirm_period');
  const due = amountToPay(price, state.balance);
  if (due === 0) return at('confirm', price);
  if (state.hasLinkedCard) return at('card_confirm', due);
  // "else redirect or confirm for certain partners" (step 6): the partner's own step, before any pay system.
  if (state.partnerCardlessStep === 'confirm') return at('confirm', price);
  if (state.balance > 0) return at('refill', due);
  return at(state.paySystemsCount === 1 ? 'paysystem_direct' : 'paysystems', due);
}

export type PollOutcome =
  | { kind: 'wait'; delayMs: number }
  | { kind: 'complete' }
  | { kind: 'error'; message: string | null }
  | { kind: 'stop'; report: boolean };

export interface PollInput {
  pollingStartedAt: number;
  /** When the transaction was created (ms); null when unknown. */
  transactionCreatedAt: number | null;
  now: number;
  /** The polled transaction, when the request succeeded. */
  transaction?: { status: string; statusDescription?: string | null } | null;
  /** HTTP status of a failed poll request; POLL_NO_ANSWER when none came, POLL_UNREADABLE_ANSWER when unreadable. */
  failureStatus?: number | null;
}

/**
 * One poll result: complete and error finish; 404 and the retried failures (504, no answer, 502, 503) keep polling
 * silently; other failures stop with a report; 600 s of polling or a transaction older than 3600 s stop silently.
 */
export function transactionPollOutcome(input: PollInput): PollOutcome {
  const status = input.transaction?.status;
  if (status === 'complete') return { kind: 'complete' };
  if (status === 'error') return { kind: 'error', message: input.transaction?.statusDescription || null };
  const failure = input.failureStatus;
  if (failure != null && !POLL_CONTINUED_STATUSES.includes(failure)) return { kind: 'stop', report: true };
  const pollingTooLong = input.now - input.pollingStartedAt >= TRANSACTION_POLL_MAX_MS;
  const tooOld = input.transactionCreatedAt !== null && input.now - input.transactionCreatedAt > TRANSACTION_MAX_AGE_MS;
  if (pollingTooLong || tooOld) return { kind: 'stop', report: false };
  return { kind: 'wait', delayMs: TRANSACTION_POLL_INTERVAL_MS };
}

/** core-session-account.md section 2: payment cancel is logged as offer_cancel with purchases, else payment_cancel. */
export function paymentCancelEvent(hasPurchases: boolean): 'offer_cancel' | 'payment_cancel' {
  return hasPurchases ? 'offer_cancel' : 'payment_cancel';
}
