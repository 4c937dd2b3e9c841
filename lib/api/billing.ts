import { toAccount, toPacket, toPurchaseOption } from './billing-reshape';
import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { getBundlePacket, getProviderPacket } from './provider';
import type { RawAccount, RawPacket, RawPurchaseOption, RawRentalOffer, RawSubscriptionAnswer } from './raw/billing';
import type { Account, Packet, PurchaseOption, RentalOffer, SubscriptionResult } from './types/billing';

/**
 * After any money or subscription change the client reloads channels, account, cards and packets
 * (catalogue-vod-billing.md section 4, purchase flow step 7): every cached answer under these paths goes.
 */
const BILLING_CACHE_PATHS = ['/v2/packets', '/v2/purchasepackets', '/v2/users/self', '/v2/providers', '/v2/channels'];

export function forgetBillingCaches(api: ApiClient) {
  for (const path of BILLING_CACHE_PATHS) api.clearCache(path);
}

/** 402 not_enough_money on subscribe: the caller pays price less balance (section 8, "Purchase"). */
export function isNotEnoughMoney(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}

/** 451 on disable or purchase: the provider manages this packet; show the server text. */
export function isProviderManaged(error: unknown): boolean {
  return error instanceof ApiError && error.status === 451;
}

export async function getPackets(api: ApiClient): Promise<Packet[]> {
  return (await api.get<RawPacket[]>('/v2/packets')).map(toPacket);
}

/** Packets the caller can still buy. */
export async function getPurchasePackets(api: ApiClient): Promise<Packet[]> {
  return (await api.get<RawPacket[]>('/v2/purchasepackets')).map(toPacket);
}

/**
 * A packet by the packet page's reference (section 2), each form through the call section 7 names for it: `7` from
 * /v2/packets/{id}, `{providerShortName}_{id}` from /v2/providers/{id}/packet/{id}, `{providerId}_{bundleId}_{packetId}`
 * from /v2/providers/{id}/bundles/{id}/packets/{id} (a bundle member, which names its bundle).
 */
export async function getPacket(api: ApiClient, ref: number | string): Promise<Packet> {
  const parts = String(ref).split('_');
  if (parts.length === 3) return getBundlePacket(api, parts[0], Number(parts[1]), Number(parts[2]));
  if (parts.length === 2) return getProviderPacket(api, parts[0], Number(parts[1]));
  return toPacket(await api.get<RawPacket>(`/v2/packets/${encodeURIComponent(String(ref))}`));
}

/** Quick-sale lists: packets that open a channel or a content. */
export async function getPacketsForChannel(api: ApiClient, channelId: number): Promise<Packet[]> {
  return (await api.get<RawPacket[]>('/v2/packets', { query: { channel_id: channelId } })).map(toPacket);
}

export async function getPacketsForContent(api: ApiClient, contentId: number): Promise<Packet[]> {
  return (await api.get<RawPacket[]>('/v2/packets', { query: { content_id: contentId } })).map(toPacket);
}

export async function getPurchaseOptions(api: ApiClient, packetId: number | string): Promise<PurchaseOption[]> {
  const raw = await api.get<RawPurchaseOption[]>(
    `/v2/packets/${encodeURIComponent(String(packetId))}/purchaseperiods`,
    {
      cacheMs: CACHE_LIFETIME_MS.none,
    },
  );
  return raw.map(toPurchaseOption);
}

export async function getAccounts(api: ApiClient): Promise<Account[]> {
  return (await api.get<RawAccount[]>('/v2/users/self/accounts', { cacheMs: CACHE_LIFETIME_MS.none })).map(toAccount);
}

export async function getBalance(api: ApiClient): Promise<Account> {
  return toAccount(await api.get<RawAccount>('/v2/users/self/balance', { cacheMs: CACHE_LIFETIME_MS.none }));
}

/** Active and paused subscriptions, each as its packet with `subscription` and `actions`. */
export async function getCurrentSubscriptions(api: ApiClient): Promise<Packet[]> {
  return (await api.get<RawPacket[]>('/v2/users/self/subscriptions/current', { cacheMs: CACHE_LIFETIME_MS.none })).map(
    toPacket,
  );
}

/** Queued subscriptions; each packet's `nextSubscription` is the queued one. */
export async function getFutureSubscriptions(api: ApiClient): Promise<Packet[]> {
  return (await api.get<RawPacket[]>('/v2/users/self/subscriptions/futures', { cacheMs: CACHE_LIFETIME_MS.none })).map(
    toPacket,
  );
}

function toResult(raw: RawSubscriptionAnswer): SubscriptionResult {
  return {
    subscriptionId: raw.id,
    status: raw.status,
    renew: raw.renew,
    packet: toPacket(raw.packet),
    account: toAccount(raw.account),
  };
}

async function changed<T>(api: ApiClient, request: Promise<T>): Promise<T> {
  const result = await request;
  forgetBillingCaches(api);
  return result;
}

export interface SubscribeRequest {
  packetId: number;
  periodId?: number;
  isTrial?: boolean;
  /** The same key on a repeated click answers the first purchase instead of charging twice. */
  idempotencyKey?: string;
}

/** Buys from the balance; rejects with ApiError 402 (isNotEnoughMoney) when the balance is short. */
export async function subscribe(api: ApiClient, request: SubscribeRequest): Promise<SubscriptionResult> {
  const body = {
    packet_id: request.packetId,
    period: request.periodId,
    is_trial: request.isTrial ?? false,
    paytype: 'async',
    idempotency_key: request.idempotencyKey,
  };
  return toResult(await changed(api, api.post<RawSubscriptionAnswer>('/v2/users/self/subscriptions', body)));
}

/** Turns renewal off (or removes a paused/queued subscription). 451: provider-managed; 400: already off. */
export async function disableSubscription(api: ApiClient, subscriptionId: number): Promise<SubscriptionResult> {
  return toResult(
    await changed(api, api.delete<RawSubscriptionAnswer>(`/v2/users/self/subscriptions/${subscriptionId}`)),
  );
}

export async function updateSubscription(
  api: ApiClient,
  subscriptionId: number,
  change: { renew?: boolean; periodId?: number },
): Promise<SubscriptionResult> {
  const body = { renew: change.renew, period: change.periodId };
  return toResult(
    await changed(api, api.patch<RawSubscriptionAnswer>(`/v2/users/self/subscriptions/${subscriptionId}`, body)),
  );
}

export async function deleteFutureSubscription(api: ApiClient, subscriptionId: number): Promise<SubscriptionResult> {
  return toResult(
    await changed(api, api.delete<RawSubscriptionAnswer>(`/v2/users/self/subscriptions/futures/${subscriptionId}`)),
  );
}

/** Buys a purchase option by id (purchases mode); 402 when the balance is short. */
export async function createPurchase(
  api: ApiClient,
  request: { accountId: number; purchaseId: number; isTrial?: boolean; idempotencyKey?: string },
): Promise<SubscriptionResult> {
  const body = {
    account: request.accountId,
    purchase: request.purchaseId,
    is_trial: request.isTrial ?? false,
    idempotency_key: request.idempotencyKey,
  };
  return toResult(await changed(api, api.post<RawSubscriptionAnswer>('/v2/users/self/purchases', body)));
}

/** PATCH purchases with status active re-enables renewal; disabled turns it off. */
export async function setPurchaseStatus(
  api: ApiClient,
  purchaseId: number,
  status: 'active' | 'disabled',
): Promise<SubscriptionResult> {
  return toResult(
    await changed(api, api.patch<RawSubscriptionAnswer>(`/v2/users/self/purchases/${purchaseId}`, { status })),
  );
}

export async function deletePurchase(api: ApiClient, purchaseId: number): Promise<SubscriptionResult> {
  return toResult(await changed(api, api.delete<RawSubscriptionAnswer>(`/v2/users/self/purchases/${purchaseId}`)));
}

/** Rents one title for the platform's rental period; 402 when the balance is short. */
export async function rentContent(
  api: ApiClient,
  accountId: number,
  contentId: number,
): Promise<{ id: number; endAtSec: number }> {
  const raw = await changed(
    api,
    api.post<{ id: number; end_at: number }>('/v2/users/self/purchases', { account: accountId, content_id: contentId }),
  );
  return { id: raw.id, endAtSec: raw.end_at };
}

/** The rental offer of a film, or null when the title is not rented out (404 not_for_rent). */
export async function getRentalOffer(api: ApiClient, contentId: number): Promise<RentalOffer | null> {
  try {
    const raw = await api.get<RawRentalOffer>(`/v2/rentals/${contentId}`, { cacheMs: CACHE_LIFETIME_MS.none });
    return {
      contentId: raw.content_id,
      amount: raw.amount,
      currency: raw.currency,
      period: raw.period_human,
      isRented: raw.is_rented,
      endAtSec: raw.end_at,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
