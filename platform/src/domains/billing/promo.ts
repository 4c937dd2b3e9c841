import type { PlatformContext } from '../../core/context';
import { atomically, parseJson } from '../../core/database';
import { ApiError, badRequest } from '../../core/errors';
import { localize, type DataLanguage } from '../../core/localized';
import { accountOf, moveMoney } from './accounts';
import { daysSeconds, formatMoney } from './money';
import { userCards } from './payment-requests';
import { nextCharge, refreshSubscriptions, type SubscriptionRow } from './subscription-lifecycle';
import { findPacket } from './packets';

/** Promo code length limit (catalogue-vod-billing.md section 5). */
export const PROMO_KEY_MAX_LENGTH = 15;
/** The only wizard condition the spec names (section 7, promokeys/check). */
export const CARD_CONDITION = 'user_must_have_credit_card';

export interface PromoRow {
  id: number;
  key: string;
  description: string;
  is_need_confirm: number;
  confirmation_title: string | null;
  confirmation_text: string | null;
  confirmation_desc: string | null;
  needs_card: number;
  amount: number;
  days: number;
  packet_ids: string;
  packets_after_trial: string;
  after_renew_packet_id: number | null;
  expires_at: number | null;
  max_uses: number;
}

export function readKey(value: unknown): string {
  const key = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!key) throw badRequest('Enter a promo code.', { key: ['Required.'] }, 'promo_required');
  if (key.length > PROMO_KEY_MAX_LENGTH) {
    throw badRequest(
      `A promo code has at most ${PROMO_KEY_MAX_LENGTH} characters.`,
      { key: ['Too long.'] },
      'promo_invalid',
    );
  }
  return key;
}

/** By its code only: the sequential id is not a secret, so it never stands for the code. */
export function findPromo(ctx: PlatformContext, key: string): PromoRow {
  const row = ctx.db.prepare(`SELECT * FROM promo_keys WHERE key = ?`).get(key) as PromoRow | undefined;
  if (!row) throw new ApiError(404, 'Promo code not found.', 'promo_not_found');
  return row;
}

const text = (value: string | null, language: DataLanguage) => (value ? localize(value, language) : null);

/**
 * Promo key and promo data (section 3) in one object. `key` is there only for whoever typed it (check, apply);
 * the public info answer leaves it out.
 */
export function promoJson(promo: PromoRow, language: DataLanguage, options: { withKey: boolean }) {
  const packetIds = parseJson<number[]>(promo.packet_ids, []);
  const afterTrial = parseJson<number[]>(promo.packets_after_trial, []);
  return {
    id: promo.id,
    ...(options.withKey ? { key: promo.key } : {}),
    description: localize(promo.description, language),
    is_need_confirm: promo.is_need_confirm === 1,
    confirmation_title: text(promo.confirmation_title, language),
    confirmation_text: text(promo.confirmation_text, language),
    confirmation_desc: text(promo.confirmation_desc, language),
    amount: formatMoney(promo.amount),
    needed_refund: promo.needs_card === 1,
    is_paid: false,
    days: promo.days,
    ott_days: promo.days,
    packet_ids: packetIds,
    ott_packet_ids: packetIds,
    packets_after_trial: afterTrial,
    ott_packets_after_trial: afterTrial,
    after_renew_packet_id: promo.after_renew_packet_id,
    conditions: promo.needs_card ? [CARD_CONDITION] : [],
    expires_at: promo.expires_at,
  };
}

/** Expired, used up, used by this user, or lacking a linked card: each a 400 with the text the wizard shows. */
export function assertUsable(ctx: PlatformContext, promo: PromoRow, userId: number, ignoreConditions: boolean) {
  const now = Math.floor(ctx.now() / 1000);
  if (promo.expires_at != null && promo.expires_at <= now)
    throw badRequest('This promo code has expired.', undefined, 'promo_expired');
  if (ctx.db.prepare(`SELECT 1 FROM promo_uses WHERE promo_id = ? AND user_id = ?`).get(promo.id, userId)) {
    throw badRequest('You have already used this promo code.', undefined, 'promo_used');
  }
  const uses = (
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM promo_uses WHERE promo_id = ?`).get(promo.id) as { n: number }
  ).n;
  if (uses >= promo.max_uses) throw badRequest('This promo code has already been used.', undefined, 'promo_used');
  if (!ignoreConditions && promo.needs_card && !userCards(ctx, userId).length) {
    throw badRequest('Link a bank card to activate this promo code.', undefined, CARD_CONDITION);
  }
}

/** Applies a promo code once per user: balance bonus and free days of its packets, all at once. */
export function applyPromo(
  ctx: PlatformContext,
  userId: number,
  key: string,
): { promo: PromoRow; subscriptions: SubscriptionRow[] } {
  refreshSubscriptions(ctx, userId);
  return atomically(ctx.db, () => {
    const promo = findPromo(ctx, key);
    assertUsable(ctx, promo, userId, false);
    const now = Math.floor(ctx.now() / 1000);
    ctx.db.prepare(`INSERT INTO promo_uses (promo_id, user_id, used_at) VALUES (?, ?, ?)`).run(promo.id, userId, now);
    if (promo.amount > 0) moveMoney(ctx, accountOf(ctx, userId).id, promo.amount, { reason: 'promo' });
    const renewing = new Set(parseJson<number[]>(promo.packets_after_trial, []));
    const touched: number[] = [];
    for (const packetId of parseJson<number[]>(promo.packet_ids, [])) {
      const packet = findPacket(ctx, packetId);
      if (!packet) throw new ApiError(500, `Promo ${promo.key} names a missing packet.`, 'server_error');
      const held = ctx.db
        .prepare(`SELECT * FROM subscriptions WHERE user_id = ? AND packet_id = ? AND status = 'active'`)
        .get(userId, packetId) as SubscriptionRow | undefined;
      if (held) {
        ctx.db
          .prepare(`UPDATE subscriptions SET end_at = end_at + ? WHERE id = ?`)
          .run(daysSeconds(promo.days), held.id);
        touched.push(held.id);
        continue;
      }
      const inserted = ctx.db
        .prepare(
          `INSERT INTO subscriptions (user_id, packet_id, period_id, status, renew, is_trial, amount, source, start_at, end_at, created_at)
           VALUES (?, ?, ?, 'active', ?, 1, 0, 'promo', ?, ?, ?)`,
        )
        .run(
          userId,
          packetId,
          nextCharge(ctx, packet)?.periodId ?? null,
          renewing.has(packetId) ? 1 : 0,
          now,
          now + daysSeconds(promo.days),
          now,
        );
      touched.push(Number(inserted.lastInsertRowid));
    }
    const subscriptions = touched.map(
      (id) => ctx.db.prepare(`SELECT * FROM subscriptions WHERE id = ?`).get(id) as SubscriptionRow,
    );
    return { promo, subscriptions };
  });
}
