import { forgetBillingCaches } from './billing';
import { toAccount } from './billing-reshape';
import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import type { RawPromo, RawPromoApplied } from './raw/billing';
import type { PromoApplied, PromoKey } from './types/billing';

/** The wizard's card condition (section 7): without a linked card the check answers 400 with this code. */
export const CARD_CONDITION = 'user_must_have_credit_card';

/** `typedKey`: the code the viewer gave, for answers that do not repeat it (the public info never does). */
function toPromo(raw: RawPromo, typedKey?: string): PromoKey {
  return {
    id: raw.id,
    key: raw.key ?? typedKey ?? '',
    description: raw.description,
    needsConfirm: raw.is_need_confirm,
    confirmationTitle: raw.confirmation_title,
    confirmationText: raw.confirmation_text,
    confirmationDesc: raw.confirmation_desc,
    amount: raw.amount,
    neededRefund: raw.needed_refund,
    isPaid: raw.is_paid,
    days: raw.days,
    ottDays: raw.ott_days,
    packetIds: raw.packet_ids,
    ottPacketIds: raw.ott_packet_ids,
    packetsAfterTrial: raw.packets_after_trial,
    ottPacketsAfterTrial: raw.ott_packets_after_trial,
    afterRenewPacketId: raw.after_renew_packet_id,
    conditions: raw.conditions,
    userHasCreditCard: raw.user_has_credit_card ?? null,
  };
}

/** True when the check failed only because the user has no linked card (wizard step 3). */
export function needsCreditCard(error: unknown): boolean {
  return error instanceof ApiError && error.code === CARD_CONDITION;
}

/** Checks a code; 400 and 404 carry the text the wizard shows in error.message (section 8). */
export async function checkPromoKey(
  api: ApiClient,
  key: string,
  options: { ignoreConditions?: boolean } = {},
): Promise<PromoKey> {
  const raw = await api.post<RawPromo>('/v2/users/self/promokeys/check', {
    key: key.trim(),
    ignore_conditions: options.ignoreConditions ?? false,
  });
  return toPromo(raw);
}

export async function applyPromoKey(api: ApiClient, key: string): Promise<PromoApplied> {
  const raw = await api.post<RawPromoApplied>('/v2/users/self/promokeys', { key: key.trim() });
  forgetBillingCaches(api);
  return {
    ...toPromo(raw),
    subscriptions: raw.subscriptions.map((sub) => ({
      id: sub.id,
      packetId: sub.packet_id,
      startAtSec: sub.start_at,
      endAtSec: sub.end_at,
      renew: sub.renew,
    })),
    account: toAccount(raw.account),
  };
}

/** Public description of a code (the /promo/{code} page): looked up by the code only, never by a number. */
export async function getPromoInfo(api: ApiClient, key: string): Promise<PromoKey> {
  return toPromo(
    await api.get<RawPromo>(`/v2/promokeys/${encodeURIComponent(key)}/info`, {
      cacheMs: CACHE_LIFETIME_MS.none,
    }),
    key,
  );
}
