import type { PlatformContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import { formatMoney } from './money';
import { providerOfUser } from './packets';

export interface AccountRow {
  id: number;
  user_id: number;
  balance: number;
  is_payment_allowed: number;
}

/**
 * Every member has one account, created on first use so users registered later need no seed. Users of a
 * non-OTT provider pay through the provider's own bill, so their account does not take payments.
 */
export function accountOf(ctx: PlatformContext, userId: number): AccountRow {
  const existing = ctx.db.prepare(`SELECT * FROM accounts WHERE user_id = ?`).get(userId) as AccountRow | undefined;
  if (existing) return existing;
  const allowed = providerOfUser(ctx, userId)?.is_ott === 0 ? 0 : 1;
  ctx.db
    .prepare(`INSERT OR IGNORE INTO accounts (user_id, balance, is_payment_allowed) VALUES (?, 0, ?)`)
    .run(userId, allowed);
  return ctx.db.prepare(`SELECT * FROM accounts WHERE user_id = ?`).get(userId) as AccountRow;
}

export function accountById(ctx: PlatformContext, userId: number, accountId: number): AccountRow {
  const account = accountOf(ctx, userId);
  if (account.id !== accountId) throw new ApiError(404, `Account ${accountId} does not exist.`, 'not_found');
  return account;
}

export interface LedgerEntry {
  reason: 'topup' | 'purchase' | 'promo' | 'refund' | 'seed';
  transactionId?: number | null;
  subscriptionId?: number | null;
}

/** Moves money and writes the ledger line in the caller's transaction; the balance never goes below zero. */
export function moveMoney(ctx: PlatformContext, accountId: number, delta: number, entry: LedgerEntry) {
  const changed = ctx.db
    .prepare(`UPDATE accounts SET balance = balance + ? WHERE id = ? AND balance + ? >= 0`)
    .run(delta, accountId, delta);
  if (changed.changes !== 1) throw new ApiError(402, 'Not enough money on the balance.', 'not_enough_money');
  ctx.db
    .prepare(
      `INSERT INTO ledger (account_id, delta, reason, transaction_id, subscription_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      accountId,
      delta,
      entry.reason,
      entry.transactionId ?? null,
      entry.subscriptionId ?? null,
      Math.floor(ctx.now() / 1000),
    );
}

/** Account (core-session-account.md section 3): id, balance, amount, is_payment_allowed. */
export function accountJson(account: AccountRow) {
  return {
    id: account.id,
    balance: formatMoney(account.balance),
    amount: formatMoney(account.balance),
    currency: 'KZT',
    is_payment_allowed: account.is_payment_allowed === 1,
  };
}
