import type { PlatformContext } from '../../core/context';
import { atomically } from '../../core/database';
import { badRequest, notFound } from '../../core/errors';
import { accountOf, moveMoney } from './accounts';
import { isContentPurchased, packetIdsForContent } from './entitlements';
import { daysSeconds, formatMoney, kzt } from './money';
import { findPacket } from './packets';

/** Single-title rental ("entity license" purchase, catalogue-vod-billing.md section 7): price and length. */
export const CONTENT_RENTAL_PRICE = kzt(490);
export const CONTENT_RENTAL_DAYS = 2;

/** Only whole films are rented: a series, season or episode is sold through its packet. */
const RENTABLE_CONTENT_TYPE = 'movie';

/** A film that a packet locks is offered for rent; free titles and parts of series are not. */
export function isRentable(ctx: PlatformContext, contentId: number): boolean {
  const content = ctx.db.prepare(`SELECT content_type, parent_id FROM contents WHERE id = ?`).get(contentId) as
    { content_type: string; parent_id: number | null } | undefined;
  if (!content) throw notFound(`Content ${contentId} does not exist.`);
  return (
    content.content_type === RENTABLE_CONTENT_TYPE &&
    content.parent_id === null &&
    packetIdsForContent(ctx, contentId).length > 0
  );
}

/** How a locked title is paid for most cheaply: renting the film, or the cheapest packet that opens it. */
export interface ContentPayOffer {
  kind: 'rent' | 'subscribe';
  price: number;
}

/** The pay button's offer (content meta): the rental when the film is on rent for no more than any packet. */
export function contentPayOffer(ctx: PlatformContext, contentId: number): ContentPayOffer | null {
  const prices = packetIdsForContent(ctx, contentId)
    .map((id) => findPacket(ctx, id)?.price)
    .filter((price): price is number => typeof price === 'number');
  const cheapestPacket = prices.length ? Math.min(...prices) : null;
  if (isRentable(ctx, contentId) && (cheapestPacket === null || CONTENT_RENTAL_PRICE <= cheapestPacket)) {
    return { kind: 'rent', price: CONTENT_RENTAL_PRICE };
  }
  return cheapestPacket === null ? null : { kind: 'subscribe', price: cheapestPacket };
}

function liveLicenceEnd(ctx: PlatformContext, userId: number, contentId: number): number | null {
  const nowSec = Math.floor(ctx.now() / 1000);
  const row = ctx.db
    .prepare(
      `SELECT MAX(end_at) AS end_at FROM content_licenses
        WHERE user_id = ? AND content_id = ? AND status = 'active' AND start_at <= ? AND end_at > ?`,
    )
    .get(userId, contentId, nowSec, nowSec) as { end_at: number | null };
  return row.end_at;
}

/** The rental offer of a title: what it costs, for how long, and whether the caller rents it now. */
export function rentalOfferJson(ctx: PlatformContext, userId: number | null, contentId: number) {
  const endAt = userId === null ? null : liveLicenceEnd(ctx, userId, contentId);
  return {
    content_id: contentId,
    amount: formatMoney(CONTENT_RENTAL_PRICE),
    currency: 'KZT',
    period_human: { days: CONTENT_RENTAL_DAYS, months: 0, years: 0 },
    is_rented: endAt !== null,
    end_at: endAt,
  };
}

/** The checks of a rental, before any money moves: a film on rent that the viewer cannot watch yet. */
export function assertCanRent(ctx: PlatformContext, userId: number, contentId: number): number {
  if (!Number.isInteger(contentId) || contentId <= 0) throw badRequest('content_id must be a positive integer.');
  if (!isRentable(ctx, contentId)) throw badRequest('This title is not offered for rent.', undefined, 'not_for_rent');
  if (isContentPurchased(ctx, userId, contentId)) throw badRequest('Already bought.', undefined, 'already_purchased');
  return contentId;
}

/** Rents a title from the balance. The caller answers 402 with `missing` when the balance is short. */
export function rentContent(
  ctx: PlatformContext,
  userId: number,
  contentId: number,
): { missing: number; balance: number } | { id: number; endAt: number } {
  assertCanRent(ctx, userId, contentId);
  const account = accountOf(ctx, userId);
  if (account.balance < CONTENT_RENTAL_PRICE) {
    return { missing: CONTENT_RENTAL_PRICE - account.balance, balance: account.balance };
  }
  const now = Math.floor(ctx.now() / 1000);
  const endAt = now + daysSeconds(CONTENT_RENTAL_DAYS);
  const id = atomically(ctx.db, () => {
    moveMoney(ctx, account.id, -CONTENT_RENTAL_PRICE, { reason: 'purchase' });
    const inserted = ctx.db
      .prepare(`INSERT INTO content_licenses (user_id, content_id, amount, start_at, end_at) VALUES (?, ?, ?, ?, ?)`)
      .run(userId, contentId, CONTENT_RENTAL_PRICE, now, endAt);
    return Number(inserted.lastInsertRowid);
  });
  return { id, endAt };
}
