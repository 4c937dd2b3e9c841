import type { PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { accountOf } from './accounts';
import { parseMoney } from './money';
import { requirePacket } from './packets';
import { findPaySystem, type Payform, type PaySystem } from './paysystems';
import { readFlag } from './request-values';
import { CONTENT_RENTAL_PRICE, assertCanRent } from './rentals';
import { assertCanBuy, priceOf } from './subscriptions';
import type { TransactionKind } from './transactions';

export interface CardRow {
  id: number;
  user_id: number;
  number: string;
  is_primary: number;
  funds: number;
  created_at: number;
}

export const cardJson = (card: CardRow) => ({ id: card.id, number: card.number, is_primary: card.is_primary === 1 });

export function userCards(ctx: PlatformContext, userId: number): CardRow[] {
  return ctx.db.prepare(`SELECT * FROM cards WHERE user_id = ? ORDER BY is_primary DESC, id`).all(userId) as CardRow[];
}

export function requireOwnCard(ctx: PlatformContext, userId: number, id: unknown): CardRow {
  const card = ctx.db.prepare(`SELECT * FROM cards WHERE id = ? AND user_id = ?`).get(Number(id), userId) as
    CardRow | undefined;
  if (!card) throw notFound(`Card ${String(id)} does not exist.`);
  return card;
}

/** The pay system named in the body, which must use one of the payforms the endpoint serves. */
export function requirePaySystem(value: unknown, payforms: Payform[]): PaySystem {
  const system = findPaySystem(value);
  if (!system)
    throw badRequest('Unknown pay system.', { paysystem_shortname: ['Unknown pay system.'] }, 'unknown_paysystem');
  if (!payforms.includes(system.payform)) {
    throw badRequest(
      `Pay system ${system.shortname} does not use this payform.`,
      { paysystem_shortname: ['Wrong payform.'] },
      'wrong_payform',
    );
  }
  return system;
}

export interface PaymentTarget {
  kind: TransactionKind;
  amount: number;
  packetId: number | null;
  periodId: number | null;
  isTrial: boolean;
  /** A film rented from the balance once the payment settles (the top-up pays what the balance lacks). */
  contentId: number | null;
  /** For purchases: what the balance still lacks (0 when the balance already covers the price). */
  missing: number;
  price: number;
}

/**
 * What a payment is for: with packet_id (or content_id for a film's rental), the part of the price the balance
 * lacks (at least, a larger amount tops up the rest); otherwise a top-up of `amount`.
 */
export function paymentTarget(
  ctx: PlatformContext,
  userId: number,
  body: Record<string, unknown>,
  kind: TransactionKind = 'purchase',
): PaymentTarget {
  const asked = body.amount == null || body.amount === '' ? 0 : parseMoney(body.amount);
  if ((body.packet_id == null || body.packet_id === '') && body.content_id != null && body.content_id !== '') {
    const contentId = assertCanRent(ctx, userId, Number(body.content_id));
    const missing = Math.max(0, CONTENT_RENTAL_PRICE - accountOf(ctx, userId).balance);
    return {
      kind,
      amount: Math.max(missing, asked),
      packetId: null,
      periodId: null,
      isTrial: false,
      contentId,
      missing,
      price: CONTENT_RENTAL_PRICE,
    };
  }
  if (body.packet_id == null || body.packet_id === '') {
    return {
      kind: 'refill',
      amount: parseMoney(body.amount),
      packetId: null,
      periodId: null,
      isTrial: false,
      contentId: null,
      missing: 0,
      price: 0,
    };
  }
  const packet = requirePacket(ctx, body.packet_id);
  assertCanBuy(ctx, userId, packet);
  const isTrial = readFlag(body.is_trial);
  const price = priceOf(ctx, userId, packet, body.period ?? body.period_id ?? body.purchase_id, isTrial);
  const missing = Math.max(0, price.amount - accountOf(ctx, userId).balance);
  return {
    kind,
    amount: Math.max(missing, asked),
    packetId: packet.id,
    periodId: price.period?.id ?? null,
    isTrial,
    contentId: null,
    missing,
    price: price.amount,
  };
}
