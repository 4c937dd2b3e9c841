import { POLL_NO_ANSWER, POLL_UNREADABLE_ANSWER, TRANSACTION_POLL_MAX_MS, transactionPollOutcome } from '@/lib/rules/purchase-steps';
import { forgetBillingCaches } from './billing';
import { toCard, toPaySystem, toPurchaseOption, toTransaction } from './billing-reshape';
import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient } from './client';
import { ApiError, NetworkError } from './errors';
import type { RawCard, RawOffer, RawOfferInfo, RawOfferPaid, RawPaySystem, RawTransaction } from './raw/billing';
import type {
  Card,
  Offer,
  OfferInfo,
  OfferPayment,
  PaymentOptions,
  PaymentPurpose,
  PaySystem,
  Transaction,
} from './types/billing';

/** The web client's offer source code (section 7). */
export const WEB_OFFER_SOURCE = 'web300';

const accountPath = (accountId: number) => `/v2/users/self/accounts/${accountId}/payforms`;

export async function getPaySystems(api: ApiClient, accountId: number): Promise<PaySystem[]> {
  return (await api.get<RawPaySystem[]>(accountPath(accountId))).map(toPaySystem);
}

function purposeBody(purpose: PaymentPurpose, options: PaymentOptions) {
  const target =
    'packetId' in purpose
      ? {
          packet_id: purpose.packetId,
          period: purpose.periodId,
          is_trial: purpose.isTrial ?? false,
          amount: purpose.amount,
        }
      : 'contentId' in purpose
        ? { content_id: purpose.contentId, amount: purpose.amount }
        : { amount: purpose.amount };
  return {
    ...target,
    paysystem_shortname: options.paySystem,
    return_url: options.returnUrl,
    is_save_card: options.saveCard ?? false,
    idempotency_key: options.idempotencyKey,
  };
}

async function create(api: ApiClient, path: string, body: Record<string, unknown>): Promise<Transaction> {
  return toTransaction(await api.post<RawTransaction>(path, body));
}

/** Card on the bank page: open `url` (redirect) or frame it (pay system mode 'iframe'). */
export function payByRedirect(
  api: ApiClient,
  accountId: number,
  purpose: PaymentPurpose,
  options: PaymentOptions = {},
) {
  return create(api, `${accountPath(accountId)}/short_url`, purposeBody(purpose, options));
}

/** Provider account and external-app pay systems: same request shape, settled by the provider or the app. */
export function payByProviderAccount(
  api: ApiClient,
  accountId: number,
  purpose: PaymentPurpose,
  options: PaymentOptions = {},
) {
  return create(api, `${accountPath(accountId)}/provider_account`, purposeBody(purpose, options));
}

export function payByExternalApp(
  api: ApiClient,
  accountId: number,
  purpose: PaymentPurpose,
  options: PaymentOptions = {},
) {
  return create(api, `${accountPath(accountId)}/ext_app`, purposeBody(purpose, options));
}

/** Charges a linked card; rejects with 400 no_funds when the card cannot pay. */
export function payByLinkedCard(
  api: ApiClient,
  accountId: number,
  cardId: number,
  purpose: PaymentPurpose,
  options: PaymentOptions = {},
) {
  return create(api, `${accountPath(accountId)}/linkedcard`, { ...purposeBody(purpose, options), card_id: cardId });
}

/** Starts a phone payment; the SMS code then goes to confirmPhonePayment. */
export function payByPhone(
  api: ApiClient,
  accountId: number,
  phone: string,
  purpose: PaymentPurpose,
  options: PaymentOptions = {},
) {
  return create(api, `${accountPath(accountId)}/phone`, { ...purposeBody(purpose, options), phone });
}

export async function confirmPhonePayment(
  api: ApiClient,
  accountId: number,
  transactionId: number,
  code: string,
): Promise<Transaction> {
  const raw = await api.post<RawTransaction>(`${accountPath(accountId)}/confirm_by_sms`, {
    transaction_id: transactionId,
    code,
  });
  forgetBillingCaches(api);
  return toTransaction(raw);
}

/** QR (and Kaspi QR) for the amount; `qr.svgDataUrl` or `qr.imageUrl` is what the modal shows. */
export function payByQr(api: ApiClient, accountId: number, purpose: PaymentPurpose, options: PaymentOptions = {}) {
  return create(api, `${accountPath(accountId)}/qrcode_make_transaction`, purposeBody(purpose, options));
}

export async function getTransaction(api: ApiClient, transactionId: number): Promise<Transaction> {
  return toTransaction(
    await api.get<RawTransaction>(`/v2/users/self/transactions/${transactionId}`, { cacheMs: CACHE_LIFETIME_MS.none }),
  );
}

export interface PollOptions {
  signal?: AbortSignal;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What a failed poll tells the polling rule (lib/rules/purchase-steps): the API's HTTP status, POLL_NO_ANSWER when the
 * connection gave none, POLL_UNREADABLE_ANSWER for an answer that could not be read or checked. Both pollers (this
 * module's and the pay dialogs', lib/billing/transactions.ts) read failures through it.
 */
export function pollFailureStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  return error instanceof NetworkError ? POLL_NO_ANSWER : POLL_UNREADABLE_ANSWER;
}

/**
 * Polls until complete or error, by the polling policy of lib/rules/purchase-steps: 404, 504, 502, 503 and no answer
 * at all are retried silently; any other failure stops polling (rejects). Resolves null when the time limits run out
 * (section 8, "Transaction polling").
 */
export async function pollTransaction(
  api: ApiClient,
  transactionId: number,
  options: PollOptions = {},
): Promise<Transaction | null> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const pollingStartedAt = now();
  let transactionCreatedAt: number | null = null;
  while (!options.signal?.aborted && now() - pollingStartedAt < TRANSACTION_POLL_MAX_MS) {
    let transaction: Transaction | null = null;
    let failure: unknown = null;
    let failureStatus: number | null = null;
    try {
      transaction = await getTransaction(api, transactionId);
      transactionCreatedAt = transaction.createdAtSec * 1000;
    } catch (error) {
      failure = error;
      failureStatus = pollFailureStatus(error);
    }
    const outcome = transactionPollOutcome({ pollingStartedAt, transactionCreatedAt, now: now(), transaction, failureStatus });
    if (outcome.kind === 'stop' && outcome.report) throw failure;
    if (outcome.kind === 'complete' || outcome.kind === 'error') {
      forgetBillingCaches(api);
      return transaction;
    }
    if (outcome.kind === 'stop') return null;
    await sleep(outcome.delayMs);
  }
  return null;
}

export async function getCards(api: ApiClient): Promise<Card[]> {
  return (await api.get<RawCard[]>('/v2/users/self/cards', { cacheMs: CACHE_LIFETIME_MS.none })).map(toCard);
}

/**
 * Links a card on the bank page; poll the transaction, then reload cards. The charge is a refunded check unless
 * `keepCharge`: then it pays `amount` into the account, so a card linked to pay for something is charged once.
 */
export async function linkCard(
  api: ApiClient,
  accountId: number,
  options: { amount?: string; returnUrl?: string; paySystem?: string; keepCharge?: boolean } = {},
) {
  const body = {
    account_id: accountId,
    amount: options.amount,
    needed_refund: !options.keepCharge,
    return_url: options.returnUrl,
    paysystem_shortname: options.paySystem,
  };
  return toTransaction(await api.post<RawTransaction>('/v2/users/self/cards', body));
}

/**
 * Removes a card (OTT providers only; others answer 403). Resolves to the cards left, read again: the delete answers
 * 204 with no body (operator-wire-format.md, fact 7).
 */
export async function deleteCard(api: ApiClient, cardId: number): Promise<Card[]> {
  await api.delete(`/v2/users/self/cards/${cardId}`);
  forgetBillingCaches(api);
  return getCards(api);
}

function toOffer(raw: RawOffer): Offer {
  const id = raw.offer_id ?? raw.id;
  if (typeof id !== 'number') throw new Error('The offer answer carries neither offer_id nor id.');
  return { id, purchases: raw.purchases.map(toPurchaseOption), paySystems: raw.paysystems.map(toPaySystem) };
}

/** Rejects with 400 "No purchases!" or "No paysystems!" (section 8). */
export async function createOffer(api: ApiClient, packetId: number): Promise<Offer> {
  return toOffer(
    await api.post<RawOffer>('/v2/users/self/purchases_offer', { packet_id: packetId, source: WEB_OFFER_SOURCE }),
  );
}

/** The offer info (distribution type, product title, distribution info) of an offer made for this buyer. */
export async function getOfferInfo(api: ApiClient, offerId: number): Promise<OfferInfo> {
  const raw = await api.get<RawOfferInfo>(`/v2/users/self/purchases_offer/${offerId}`, {
    cacheMs: CACHE_LIFETIME_MS.none,
  });
  return {
    distributionType: raw.distribution_type,
    productTitle: raw.product_title,
    distributionInfo: raw.distribution_info,
  };
}

/** Pays an offer purchase; a linked card without funds rejects with 400 (the no-funds dialog). */
export async function payOffer(
  api: ApiClient,
  request: {
    offerId: number;
    purchaseId: number;
    paySystem: string;
    cardId?: number;
    phone?: string;
    returnUrl?: string;
    idempotencyKey?: string;
  },
): Promise<OfferPayment> {
  const body = {
    offer_id: request.offerId,
    purchase_id: request.purchaseId,
    paysystem_shortname: request.paySystem,
    card_id: request.cardId,
    phone: request.phone,
    return_url: request.returnUrl,
    idempotency_key: request.idempotencyKey,
  };
  const raw = await api.post<RawTransaction | RawOfferPaid>('/v2/users/self/purchases_offer/transaction', body);
  if (raw.transaction_id === null) {
    forgetBillingCaches(api);
    return { kind: 'paid', subscriptionId: (raw as RawOfferPaid).subscription_id };
  }
  return { kind: 'transaction', transaction: toTransaction(raw as RawTransaction) };
}
