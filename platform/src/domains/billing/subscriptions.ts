import type { PlatformContext } from '../../core/context';
import { atomically } from '../../core/database';
import { ApiError, badRequest } from '../../core/errors';
import { accountOf, moveMoney } from './accounts';
import { expandPackets, heldPacketIds } from './entitlements';
import { formatMoney, periodEndSec } from './money';
import {
  findPacket,
  findPeriod,
  packetPeriod,
  periodHumanOf,
  periodsOf,
  providerOfUser,
  requirePacket,
  trialPeriod,
  type PacketRow,
  type PeriodRow,
} from './packets';
import {
  nextCharge,
  refreshSubscriptions,
  requireOwnSubscription,
  type SubscriptionRow,
} from './subscription-lifecycle';

const nowSec = (ctx: PlatformContext) => Math.floor(ctx.now() / 1000);

/** subscription.actions (catalogue-vod-billing.md section 4, "Subscription actions by state"). */
export function subscriptionActions(ctx: PlatformContext, packet: PacketRow, sub: SubscriptionRow | undefined) {
  const periods = periodsOf(ctx, packet.id);
  const next = nextCharge(ctx, packet, sub);
  const noButtons = packet.type === 'promo';
  const active = sub?.status === 'active';
  return {
    can_subscribe: !sub && !noButtons && packet.is_purchasable === 1 && periods.length > 0,
    can_change_period: active && !noButtons && sub.renew === 1 && periods.length > 1,
    can_disable_renew: active && !noButtons && sub.renew === 1,
    can_unsubscribe:
      !noButtons && ((sub?.status === 'paused' && packet.allow_delete_paused === 1) || sub?.status === 'future'),
    can_enable_renew: active && !noButtons && sub.renew === 0 && packet.is_purchasable === 1,
    next_period_human: next ? periodHumanOf(next.period) : packetPeriod(packet),
    next_price: formatMoney(next?.amount ?? packet.price),
  };
}

export interface SubscribeRequest {
  packetId: unknown;
  periodId?: unknown;
  trial?: boolean;
  idempotencyKey?: string | null;
  source?: string;
}

export type SubscribeResult =
  | { ok: true; subscription: SubscriptionRow; repeated: boolean }
  | { ok: false; missing: number; price: number; balance: number };

export function trialAvailable(ctx: PlatformContext, userId: number | null, packet: PacketRow): boolean {
  const trial = trialPeriod(packet);
  if (!trial || (!trial.days && !trial.months && !trial.years)) return false;
  if (userId == null) return true;
  return !ctx.db.prepare(`SELECT 1 FROM trials_used WHERE user_id = ? AND packet_id = ?`).get(userId, packet.id);
}

/** Resolves what a purchase would cost: a trial's price, or the chosen (default: first) period. */
export function priceOf(ctx: PlatformContext, userId: number, packet: PacketRow, periodId: unknown, trial: boolean) {
  if (trial) {
    if (!trialAvailable(ctx, userId, packet))
      throw badRequest('The trial of this packet is already used.', undefined, 'trial_used');
    const span = trialPeriod(packet)!;
    return {
      amount: packet.trial_price ?? 0,
      span,
      period: null as PeriodRow | null,
      isTrial: true,
    };
  }
  const periods = periodsOf(ctx, packet.id);
  const chosen = periodId == null || periodId === '' ? periods[0] : findPeriod(ctx, Number(periodId));
  if (!chosen || chosen.packet_id !== packet.id)
    throw badRequest('Choose a purchase period of this packet.', { period: ['Unknown period.'] });
  return { amount: chosen.amount, span: periodHumanOf(chosen), period: chosen, isTrial: false };
}

export function assertCanBuy(ctx: PlatformContext, userId: number, packet: PacketRow) {
  if (!packet.is_purchasable)
    throw new ApiError(
      451,
      'This packet is sold by your provider. Contact the provider to change it.',
      'provider_packet',
    );
  const existing = ctx.db
    .prepare(
      `SELECT 1 FROM subscriptions WHERE user_id = ? AND packet_id = ? AND status IN ('active', 'paused', 'future')`,
    )
    .get(userId, packet.id);
  if (existing) throw badRequest('You already have this subscription.', undefined, 'already_purchased');
  if (packet.is_base) return;
  const provider = providerOfUser(ctx, userId);
  if (provider?.is_allow_additional_packets_without_base) return;
  const held = heldPacketIds(ctx, userId);
  const hasBase = held.some((id) => findPacket(ctx, id)?.is_base === 1);
  const bundlesBase = expandPackets(ctx, [packet.id]).some((id) => findPacket(ctx, id)?.is_base === 1);
  if (!hasBase && !bundlesBase)
    throw badRequest('Subscribe to a base packet first.', undefined, 'base_packet_required');
}

/**
 * Buys a packet from the balance in one transaction. A repeated request with the same idempotency key
 * answers with the subscription it already made instead of charging again.
 */
export function subscribe(ctx: PlatformContext, userId: number, request: SubscribeRequest): SubscribeResult {
  refreshSubscriptions(ctx, userId);
  return atomically(ctx.db, () => {
    if (request.idempotencyKey) {
      const earlier = ctx.db
        .prepare(`SELECT * FROM subscriptions WHERE user_id = ? AND idempotency_key = ?`)
        .get(userId, request.idempotencyKey) as SubscriptionRow | undefined;
      if (earlier) return { ok: true as const, subscription: earlier, repeated: true };
    }
    const packet = requirePacket(ctx, request.packetId);
    assertCanBuy(ctx, userId, packet);
    const price = priceOf(ctx, userId, packet, request.periodId, Boolean(request.trial));
    const account = accountOf(ctx, userId);
    if (account.balance < price.amount) {
      return {
        ok: false as const,
        missing: price.amount - account.balance,
        price: price.amount,
        balance: account.balance,
      };
    }
    const now = nowSec(ctx);
    const inserted = ctx.db
      .prepare(
        `INSERT INTO subscriptions (user_id, packet_id, period_id, status, renew, is_trial, amount, source, idempotency_key, start_at, end_at, created_at)
         VALUES (?, ?, ?, 'active', 1, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        packet.id,
        price.period?.id ?? nextCharge(ctx, packet)?.periodId ?? null,
        price.isTrial ? 1 : 0,
        price.amount,
        request.source ?? 'balance',
        request.idempotencyKey ?? null,
        now,
        periodEndSec(now, price.span),
        now,
      );
    const subscriptionId = Number(inserted.lastInsertRowid);
    if (price.amount > 0) moveMoney(ctx, account.id, -price.amount, { reason: 'purchase', subscriptionId });
    if (price.isTrial)
      ctx.db
        .prepare(`INSERT OR IGNORE INTO trials_used (user_id, packet_id, used_at) VALUES (?, ?, ?)`)
        .run(userId, packet.id, now);
    const subscription = ctx.db
      .prepare(`SELECT * FROM subscriptions WHERE id = ?`)
      .get(subscriptionId) as SubscriptionRow;
    return { ok: true as const, subscription, repeated: false };
  });
}

/** DELETE subscriptions/{id}: turns renewal off (active), removes a paused one where allowed, or a future one. */
export function unsubscribe(ctx: PlatformContext, userId: number, id: unknown): SubscriptionRow {
  refreshSubscriptions(ctx, userId);
  return atomically(ctx.db, () => {
    const sub = requireOwnSubscription(ctx, userId, id);
    const packet = requirePacket(ctx, sub.packet_id);
    if (packet.is_provider_managed) {
      throw new ApiError(
        451,
        'This subscription is managed by your provider. Call support to disable it.',
        'provider_managed',
      );
    }
    if (sub.status === 'future' || (sub.status === 'paused' && packet.allow_delete_paused)) {
      ctx.db
        .prepare(`UPDATE subscriptions SET status = 'ended', renew = 0, end_at = MIN(end_at, ?) WHERE id = ?`)
        .run(nowSec(ctx), sub.id);
    } else if (sub.status !== 'active') {
      throw badRequest('This subscription cannot be disabled.', undefined, 'not_active');
    } else if (!sub.renew) {
      throw badRequest('disabled renewal', undefined, 'disabled_renewal');
    } else {
      ctx.db.prepare(`UPDATE subscriptions SET renew = 0 WHERE id = ?`).run(sub.id);
    }
    return requireOwnSubscription(ctx, userId, sub.id);
  });
}

/** PATCH subscriptions/{id}: renew on again, and/or another period from the next renewal on. */
export function updateSubscription(
  ctx: PlatformContext,
  userId: number,
  id: unknown,
  changes: { renew?: boolean; periodId?: unknown },
) {
  refreshSubscriptions(ctx, userId);
  return atomically(ctx.db, () => {
    const sub = requireOwnSubscription(ctx, userId, id);
    const packet = requirePacket(ctx, sub.packet_id);
    if (sub.status !== 'active')
      throw badRequest('Only an active subscription can be changed.', undefined, 'not_active');
    if (packet.is_provider_managed)
      throw new ApiError(451, 'This subscription is managed by your provider.', 'provider_managed');
    if (changes.periodId != null && changes.periodId !== '') {
      const chosen = findPeriod(ctx, Number(changes.periodId));
      if (!chosen || chosen.packet_id !== packet.id)
        throw badRequest('Choose a purchase period of this packet.', { period: ['Unknown period.'] });
      ctx.db.prepare(`UPDATE subscriptions SET period_id = ?, renew = 1 WHERE id = ?`).run(chosen.id, sub.id);
    }
    if (changes.renew !== undefined) {
      if (changes.renew && !packet.is_purchasable)
        throw badRequest('Renewal of this packet is not sold.', undefined, 'not_purchasable');
      ctx.db.prepare(`UPDATE subscriptions SET renew = ? WHERE id = ?`).run(changes.renew ? 1 : 0, sub.id);
    }
    return requireOwnSubscription(ctx, userId, sub.id);
  });
}
