import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { devOk, readBody } from '../../core/respond';
import { accountJson, accountOf } from './accounts';
import { formatMoney } from './money';
import { cardJson, userCards } from './payment-requests';
import { userSubscriptions } from './subscription-lifecycle';
import { getTransaction, settleDue, transactionJson, type TransactionRow } from './transactions';

/** Test read-back of one user's money state, and a switch to make a pending payment fail (only with config.devEndpoints). */
export function registerBillingDevRoutes(app: PlatformApp, ctx: PlatformContext) {
  if (!ctx.config.devEndpoints) return;
  app.get('/dev/billing/user/:id', (c) => {
    const userId = Number(c.req.param('id'));
    if (!ctx.db.prepare(`SELECT 1 FROM users WHERE id = ?`).get(userId))
      throw notFound(`User ${c.req.param('id')} does not exist.`);
    settleDue(ctx, userId);
    const subscriptions = userSubscriptions(ctx, userId, ['active', 'paused', 'future', 'ended']);
    const account = accountOf(ctx, userId);
    const transactions = ctx.db
      .prepare(`SELECT * FROM transactions WHERE user_id = ? ORDER BY id`)
      .all(userId) as TransactionRow[];
    const ledger = ctx.db
      .prepare(
        `SELECT delta, reason, transaction_id, subscription_id, created_at FROM ledger WHERE account_id = ? ORDER BY id`,
      )
      .all(account.id) as {
      delta: number;
    }[];
    return devOk(c, {
      account: accountJson(account),
      subscriptions: subscriptions.map((sub) => ({
        id: sub.id,
        packet_id: sub.packet_id,
        period_id: sub.period_id,
        status: sub.status,
        renew: sub.renew === 1,
        is_trial: sub.is_trial === 1,
        amount: formatMoney(sub.amount),
        start_at: sub.start_at,
        end_at: sub.end_at,
      })),
      transactions: transactions.map((tx) => ({ ...transactionJson(ctx, tx), sms_code: tx.sms_code })),
      ledger: ledger.map((line) => ({ ...line, delta: formatMoney(line.delta) })),
      cards: userCards(ctx, userId).map((card) => ({ ...cardJson(card), funds: formatMoney(card.funds) })),
      rentals: ctx.db
        .prepare(
          `SELECT id, content_id, status, amount, start_at, end_at FROM content_licenses WHERE user_id = ? ORDER BY id`,
        )
        .all(userId)
        .map((row) => ({ ...(row as { amount: number }), amount: formatMoney((row as { amount: number }).amount) })),
      trials_used: (
        ctx.db.prepare(`SELECT packet_id FROM trials_used WHERE user_id = ?`).all(userId) as { packet_id: number }[]
      ).map((row) => row.packet_id),
    });
  });

  // The demo bank approves every payment that is not declined on the page; tests plan a decline here.
  app.post('/dev/billing/transactions/:id/outcome', async (c) => {
    const body = await readBody(c);
    if (body.outcome !== 'complete' && body.outcome !== 'error') throw badRequest('outcome must be complete or error.');
    const tx = getTransaction(ctx, Number(c.req.param('id')));
    if (tx.status !== 'pending')
      throw badRequest('Only a pending transaction can change its outcome.', undefined, 'not_pending');
    ctx.db.prepare(`UPDATE transactions SET outcome = ? WHERE id = ?`).run(body.outcome, tx.id);
    return devOk(c, transactionJson(ctx, getTransaction(ctx, tx.id)));
  });
}
