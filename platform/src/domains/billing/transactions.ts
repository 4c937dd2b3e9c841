import { randomBytes, randomInt } from 'node:crypto';
import type { PlatformContext } from '../../core/context';
import { atomically } from '../../core/database';
import { badRequest, notFound } from '../../core/errors';
import { accountOf, moveMoney } from './accounts';
import { formatMoney, kzt } from './money';
import type { PaySystem } from './paysystems';
import { qrDataUrl } from './qr';
import { rentContent } from './rentals';
import { subscribe } from './subscriptions';

export type TransactionKind = 'refill' | 'purchase' | 'card_link' | 'offer';

export interface TransactionRow {
  id: number;
  user_id: number;
  account_id: number;
  kind: TransactionKind;
  paysystem_shortname: string;
  payform: string;
  amount: number;
  status: 'pending' | 'complete' | 'error';
  status_description: string | null;
  packet_id: number | null;
  period_id: number | null;
  is_trial: number;
  offer_id: number | null;
  content_id: number | null;
  card_id: number | null;
  is_save_card: number;
  return_url: string | null;
  /** The pay page's address: unguessable, so only who was given the page (the owner's client) can open or settle it. */
  pay_token: string | null;
  phone: string | null;
  sms_code: string | null;
  idempotency_key: string | null;
  outcome: 'complete' | 'error';
  settle_at: number | null;
  applied_at: number | null;
  created_at: number;
}

/** A card linked through a payment can pay this much in the demo bank. */
const NEW_CARD_FUNDS = kzt(1_000_000);
const SMS_CODE_DIGITS = 4;

export interface NewTransaction {
  kind: TransactionKind;
  system: PaySystem;
  amount: number;
  packetId?: number | null;
  periodId?: number | null;
  isTrial?: boolean;
  offerId?: number | null;
  /** A film rented from the balance once the payment settles. */
  contentId?: number | null;
  cardId?: number | null;
  isSaveCard?: boolean;
  returnUrl?: string | null;
  phone?: string | null;
  idempotencyKey?: string | null;
  /** 'timer': settles after config.transactionSettleMs; 'sms': only after confirm_by_sms. */
  settle: 'timer' | 'sms';
}

/** The pay page sends the browser back here, so only the web app's own origins are accepted (no open redirect). */
export function requireReturnUrl(ctx: PlatformContext, value: unknown): string | null {
  if (value == null || value === '') return null;
  try {
    const url = new URL(String(value));
    if ((url.protocol === 'http:' || url.protocol === 'https:') && ctx.config.webOrigins.includes(url.origin)) return url.toString();
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('return_url must be an address of this app.', { return_url: ['Invalid address.'] });
}

/** Without an idempotency key, an identical request while the first is still pending is the same request. */
function pendingTwin(ctx: PlatformContext, userId: number, input: NewTransaction): TransactionRow | undefined {
  return ctx.db
    .prepare(
      `SELECT * FROM transactions WHERE user_id = ? AND status = 'pending' AND idempotency_key IS NULL AND kind = ?
         AND payform = ? AND amount = ? AND packet_id IS ? AND content_id IS ? AND card_id IS ? ORDER BY id DESC LIMIT 1`,
    )
    .get(
      userId,
      input.kind,
      input.system.payform,
      input.amount,
      input.packetId ?? null,
      input.contentId ?? null,
      input.cardId ?? null,
    ) as TransactionRow | undefined;
}

/** Payforms whose outcome the buyer decides on the bank page (redirect, iframe, card link, QR scan). */
const BANK_PAGE_PAYFORMS: ReadonlySet<string> = new Set(['short_url', 'qrcode', 'qrcode_png']);

/**
 * When a timer-settled payment settles by itself. One without a bank page (linked card, provider account, wallet
 * app) always does: nothing else could settle it. One with a page does only while the demo bank's delay is on
 * (transactionSettleMs > 0, the npm start demo); at 0 (the end-to-end run) only its page's Pay or Decline settles it.
 */
function autoSettleAt(ctx: PlatformContext, input: NewTransaction): number | null {
  if (input.settle !== 'timer') return null;
  if (BANK_PAGE_PAYFORMS.has(input.system.payform) && ctx.config.transactionSettleMs <= 0) return null;
  return ctx.now() + ctx.config.transactionSettleMs;
}

/**
 * Creates a pending transaction. The same idempotency key, or an identical request while one is still
 * pending, answers with the existing transaction: a double submit never charges twice.
 */
export function createTransaction(ctx: PlatformContext, userId: number, input: NewTransaction): TransactionRow {
  return atomically(ctx.db, () => {
    if (input.idempotencyKey) {
      const earlier = ctx.db
        .prepare(`SELECT * FROM transactions WHERE user_id = ? AND idempotency_key = ?`)
        .get(userId, input.idempotencyKey) as TransactionRow | undefined;
      if (earlier) return earlier;
    }
    const pending = input.idempotencyKey ? undefined : pendingTwin(ctx, userId, input);
    if (pending) return pending;
    const account = accountOf(ctx, userId);
    const smsCode =
      input.settle === 'sms' ? String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0') : null;
    const inserted = ctx.db
      .prepare(
        `INSERT INTO transactions (user_id, account_id, kind, paysystem_shortname, payform, amount, packet_id, period_id, offer_id,
           card_id, is_save_card, return_url, pay_token, phone, sms_code, idempotency_key, outcome, settle_at, created_at, is_trial,
           content_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'complete', ?, ?, ?, ?)`,
      )
      .run(
        userId,
        account.id,
        input.kind,
        input.system.shortname,
        input.system.payform,
        input.amount,
        input.packetId ?? null,
        input.periodId ?? null,
        input.offerId ?? null,
        input.cardId ?? null,
        input.isSaveCard ? 1 : 0,
        input.returnUrl ?? null,
        randomBytes(PAY_TOKEN_BYTES).toString('hex'),
        input.phone ?? null,
        smsCode,
        input.idempotencyKey ?? null,
        autoSettleAt(ctx, input),
        Math.floor(ctx.now() / 1000),
        input.isTrial ? 1 : 0,
        input.contentId ?? null,
      );
    const row = getTransaction(ctx, Number(inserted.lastInsertRowid));
    if (smsCode) ctx.log(`billing: SMS code ${smsCode} for transaction ${row.id} sent to ${input.phone ?? 'phone'}`);
    return row;
  });
}

export function getTransaction(ctx: PlatformContext, id: number): TransactionRow {
  const row = ctx.db.prepare(`SELECT * FROM transactions WHERE id = ?`).get(id) as TransactionRow | undefined;
  if (!row) throw notFound(`Transaction ${id} does not exist.`);
  return row;
}

export function requireOwnTransaction(ctx: PlatformContext, userId: number, id: unknown): TransactionRow {
  const row = ctx.db.prepare(`SELECT * FROM transactions WHERE id = ? AND user_id = ?`).get(Number(id), userId) as
    TransactionRow | undefined;
  if (!row) throw notFound(`Transaction ${String(id)} does not exist.`);
  return row;
}

function linkNewCard(ctx: PlatformContext, tx: TransactionRow) {
  const hasPrimary = ctx.db.prepare(`SELECT 1 FROM cards WHERE user_id = ? AND is_primary = 1`).get(tx.user_id);
  const last4 = String(1000 + ((tx.id * 7919) % 9000));
  ctx.db
    .prepare(`INSERT INTO cards (user_id, number, is_primary, funds, created_at) VALUES (?, ?, ?, ?, ?)`)
    .run(tx.user_id, `4400 43** **** ${last4}`, hasPrimary ? 0 : 1, NEW_CARD_FUNDS, Math.floor(ctx.now() / 1000));
}

/**
 * Settles a pending transaction exactly once: the status flips from pending in the same database transaction
 * that moves the money, so a second call (timer, page submit, poll) finds nothing to do.
 */
export function applyTransaction(
  ctx: PlatformContext,
  id: number,
  outcome: 'complete' | 'error',
  description?: string,
) {
  return atomically(ctx.db, () => {
    const tx = getTransaction(ctx, id);
    if (tx.status !== 'pending') return tx;
    const nowSec = Math.floor(ctx.now() / 1000);
    if (outcome === 'error') {
      ctx.db
        .prepare(`UPDATE transactions SET status = 'error', status_description = ?, applied_at = ? WHERE id = ?`)
        .run(description ?? 'The payment was declined.', nowSec, tx.id);
      return getTransaction(ctx, id);
    }
    if (tx.card_id != null) {
      const charged = ctx.db
        .prepare(`UPDATE cards SET funds = funds - ? WHERE id = ? AND funds >= ?`)
        .run(tx.amount, tx.card_id, tx.amount);
      if (charged.changes !== 1) {
        ctx.db
          .prepare(`UPDATE transactions SET status = 'error', status_description = ?, applied_at = ? WHERE id = ?`)
          .run('Not enough funds on the card.', nowSec, tx.id);
        return getTransaction(ctx, id);
      }
    }
    let note: string | null = null;
    if (tx.kind === 'card_link') {
      linkNewCard(ctx, tx);
    } else {
      moveMoney(ctx, tx.account_id, tx.amount, { reason: 'topup', transactionId: tx.id });
      if (tx.is_save_card) linkNewCard(ctx, tx);
      if ((tx.kind === 'purchase' || tx.kind === 'offer') && tx.packet_id != null) {
        note = buyAfterTopUp(ctx, tx);
      } else if (tx.kind === 'purchase' && tx.content_id != null) {
        note = rentAfterTopUp(ctx, tx, tx.content_id);
      }
    }
    ctx.db
      .prepare(`UPDATE transactions SET status = 'complete', status_description = ?, applied_at = ? WHERE id = ?`)
      .run(note, nowSec, tx.id);
    return getTransaction(ctx, id);
  });
}

/** The purchase the payment was for; if it cannot be made any more, the money stays on the balance. */
function buyAfterTopUp(ctx: PlatformContext, tx: TransactionRow): string | null {
  try {
    const result = subscribe(ctx, tx.user_id, {
      packetId: tx.packet_id,
      periodId: tx.period_id,
      trial: tx.is_trial === 1,
      idempotencyKey: `transaction-${tx.id}`,
      source: tx.payform,
    });
    return result.ok
      ? null
      : `Paid ${formatMoney(tx.amount)} to the balance; ${formatMoney(result.missing)} still missing for the packet.`;
  } catch (error) {
    return `Paid ${formatMoney(tx.amount)} to the balance; the packet was not bought: ${(error as Error).message}`;
  }
}

/**
 * The rental the payment was for, taken here with the top-up so the film is rented even when the page that paid
 * is gone; if it cannot be taken any more (rented meanwhile), the money stays on the balance.
 */
function rentAfterTopUp(ctx: PlatformContext, tx: TransactionRow, contentId: number): string | null {
  try {
    const result = rentContent(ctx, tx.user_id, contentId);
    return 'missing' in result
      ? `Paid ${formatMoney(tx.amount)} to the balance; ${formatMoney(result.missing)} still missing for the rental.`
      : null;
  } catch (error) {
    return `Paid ${formatMoney(tx.amount)} to the balance; the film was not rented: ${(error as Error).message}`;
  }
}

const PLANNED_DECLINE = 'The bank declined the payment.';

/** Pending transactions whose time has come settle with their planned outcome (lazy, on every read). */
export function settleDue(ctx: PlatformContext, userId: number) {
  const due = ctx.db
    .prepare(
      `SELECT id, outcome FROM transactions WHERE user_id = ? AND status = 'pending' AND settle_at IS NOT NULL AND settle_at <= ?`,
    )
    .all(userId, ctx.now()) as { id: number; outcome: 'complete' | 'error' }[];
  for (const row of due)
    applyTransaction(ctx, row.id, row.outcome, row.outcome === 'error' ? PLANNED_DECLINE : undefined);
}

export const PAY_TOKEN_BYTES = 16;
export const payPageUrl = (ctx: PlatformContext, tx: Pick<TransactionRow, 'pay_token'>) => `${ctx.config.publicUrl}/pay/${tx.pay_token}`;
export const qrImageUrl = (ctx: PlatformContext, tx: Pick<TransactionRow, 'pay_token'>) => `${ctx.config.publicUrl}/pay/${tx.pay_token}/qr.svg`;

export function transactionByPayToken(ctx: PlatformContext, token: string): TransactionRow | undefined {
  if (!new RegExp(`^[0-9a-f]{${PAY_TOKEN_BYTES * 2}}$`).test(token)) return undefined;
  return ctx.db.prepare(`SELECT * FROM transactions WHERE pay_token = ?`).get(token) as TransactionRow | undefined;
}

/** Transaction (section 3) with every link the payforms use. */
export function transactionJson(ctx: PlatformContext, tx: TransactionRow) {
  const url = payPageUrl(ctx, tx);
  const isQr = tx.payform === 'qrcode' || tx.payform === 'qrcode_png';
  const status = tx.status === 'pending' ? 'pending' : tx.status;
  return {
    id: tx.id,
    transaction_id: tx.id,
    status,
    status_description: tx.status_description,
    kind: tx.kind,
    amount: formatMoney(tx.amount),
    paysystem_shortname: tx.paysystem_shortname,
    payform: tx.payform,
    packet_id: tx.packet_id,
    content_id: tx.content_id,
    full_url: url,
    short_url: url,
    qrcode: isQr
      ? { url: qrImageUrl(ctx, tx), data: tx.payform === 'qrcode' ? qrDataUrl(url) : null, payload: url }
      : null,
    QrCodeUrl: isQr ? qrImageUrl(ctx, tx) : null,
    needs_sms_code: tx.sms_code != null && tx.status === 'pending',
    created_at: tx.created_at,
  };
}
