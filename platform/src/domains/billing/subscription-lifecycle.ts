import type { PlatformContext } from '../../core/context';
import { atomically } from '../../core/database';
import { notFound } from '../../core/errors';
import { accountOf, moveMoney } from './accounts';
import { periodEndSec } from './money';
import { findPacket, periodHumanOf, periodsOf, type PacketRow } from './packets';
export interface SubscriptionRow {
  id: number;
  user_id: number;
  packet_id: number;
  period_id: number | null;
  status: 'active' | 'paused' | 'future' | 'ended';
  renew: number;
  is_trial: number;
  amount: number;
  source: string;
  idempotency_key: string | null;
  start_at: number;
  end_at: number;
  created_at: number;
}

/** A renewal loop never charges more than this many periods at once (a database left alone for years). */
const MAX_RENEWALS_PER_READ = 24;

const nowSec = (ctx: PlatformContext) => Math.floor(ctx.now() / 1000);

/**
 * Lazy lifecycle, run before every read of a user's billing state: due futures start, ended periods renew
 * from the balance when renewal is on, otherwise they end. All in one transaction.
 */
export function refreshSubscriptions(ctx: PlatformContext, userId: number) {
  const now = nowSec(ctx);
  const due = ctx.db
    .prepare(
      `SELECT * FROM subscriptions WHERE user_id = ? AND status IN ('active', 'future') AND (end_at <= ? OR (status = 'future' AND start_at <= ?))`,
    )
    .all(userId, now, now) as SubscriptionRow[];
  if (!due.length) return;
  atomically(ctx.db, () => {
    for (const sub of due) {
      if (sub.status === 'future' && sub.end_at > now) {
        ctx.db.prepare(`UPDATE subscriptions SET status = 'active' WHERE id = ?`).run(sub.id);
        continue;
      }
      renewOrEnd(ctx, sub, now);
    }
  });
}

function renewOrEnd(ctx: PlatformContext, sub: SubscriptionRow, now: number) {
  const packet = findPacket(ctx, sub.packet_id);
  const next = packet ? nextCharge(ctx, packet, sub) : null;
  let endAt = sub.end_at;
  const account = accountOf(ctx, sub.user_id);
  let balance = account.balance;
  // Provider-managed packets are billed by the provider, so their renewal never touches the balance.
  const billedHere = !packet?.is_provider_managed;
  for (let round = 0; endAt <= now && round < MAX_RENEWALS_PER_READ; round += 1) {
    if (!sub.renew || !next) break;
    if (billedHere) {
      if (!packet?.is_purchasable || balance < next.amount) break;
      moveMoney(ctx, account.id, -next.amount, { reason: 'purchase', subscriptionId: sub.id });
      balance -= next.amount;
    }
    endAt = periodEndSec(endAt, next.span);
  }
  if (endAt > now) {
    ctx.db
      .prepare(
        `UPDATE subscriptions SET status = 'active', end_at = ?, is_trial = 0, period_id = ?, amount = ? WHERE id = ?`,
      )
      .run(endAt, next?.periodId ?? sub.period_id, next?.amount ?? sub.amount, sub.id);
  } else {
    ctx.db.prepare(`UPDATE subscriptions SET status = 'ended' WHERE id = ?`).run(sub.id);
  }
}

/** What the next period costs: the chosen period again, or the first period after a trial. */
export function nextCharge(ctx: PlatformContext, packet: PacketRow, sub?: SubscriptionRow) {
  const periods = periodsOf(ctx, packet.id);
  const chosen = (sub?.period_id != null ? periods.find((row) => row.id === sub.period_id) : undefined) ?? periods[0];
  if (!chosen) return null;
  return { periodId: chosen.id, amount: chosen.amount, span: periodHumanOf(chosen), period: chosen };
}

export function userSubscriptions(
  ctx: PlatformContext,
  userId: number,
  statuses: SubscriptionRow['status'][],
): SubscriptionRow[] {
  refreshSubscriptions(ctx, userId);
  const marks = statuses.map(() => '?').join(', ');
  return ctx.db
    .prepare(
      `SELECT * FROM subscriptions WHERE user_id = ? AND status IN (${marks})
        ORDER BY (SELECT sort FROM packets WHERE packets.id = subscriptions.packet_id), start_at, id`,
    )
    .all(userId, ...statuses) as SubscriptionRow[];
}

export function requireOwnSubscription(ctx: PlatformContext, userId: number, id: unknown): SubscriptionRow {
  const sub = ctx.db.prepare(`SELECT * FROM subscriptions WHERE id = ? AND user_id = ?`).get(Number(id), userId) as
    SubscriptionRow | undefined;
  if (!sub) throw notFound(`Subscription ${String(id)} does not exist.`);
  return sub;
}
