import type { PlatformContext, Session } from '../../core/context';
import type { DataLanguage } from '../../core/localized';
import { formatMoney } from '../billing/money';
import { packetBrief, type ViewContext } from '../billing/packet-view';
import { findPacket, periodHumanOf, periodsOf, providerOfUser } from '../billing/packets';
import { userSubscriptions } from '../billing/subscription-lifecycle';
import { tableExists } from './store';

/** Callers without a provider see the demo provider's offer, as on billing's packet list. */
const DEMO_PROVIDER_ID = 1;

/**
 * Billing's view of the caller, built once per row: their subscriptions are read once for every packet item.
 * Null when billing is not part of this platform (its tables are missing).
 */
export function packetPromoView(ctx: PlatformContext, language: DataLanguage, session: Session | null): ViewContext | null {
  if (!tableExists(ctx, 'packets')) return null;
  const userId = session && !session.isGuest ? session.userId : null;
  return {
    ctx,
    language,
    userId,
    providerId: (session && providerOfUser(ctx, session.userId)?.id) ?? DEMO_PROVIDER_ID,
    subscriptions: userId == null ? [] : userSubscriptions(ctx, userId, ['active', 'paused', 'future']),
  };
}

/**
 * What a packet promo card shows (templates packet_promo, packet_promo_base, donate_packs): billing's packet brief
 * (name, price per period, trial as this caller sees it), whether the caller holds it, and its purchase periods.
 */
export function packetPromoJson(view: ViewContext, packetId: number) {
  const packet = findPacket(view.ctx, packetId);
  if (!packet) return null;
  return {
    ...packetBrief(view, packet),
    is_subscribed: view.subscriptions.some((sub) => sub.packet_id === packet.id && sub.status !== 'future'),
    periods: periodsOf(view.ctx, packet.id).map((row) => ({
      id: row.id,
      period_human: periodHumanOf(row),
      amount: formatMoney(row.amount),
    })),
  };
}
