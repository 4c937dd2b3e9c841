import { isoTime } from '../../core/database';
import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { errorBody, ok, readBody } from '../../core/respond';
import { requireMember } from '../../core/session';
import { accountJson, accountOf } from './accounts';
import { formatMoney, providerMoneyText } from './money';
import { CONTENT_RENTAL_PRICE, rentContent } from './rentals';
import { packetJson } from './packet-view';
import { requirePacket } from './packets';
import { idempotencyKey, readFlag } from './request-values';
import { viewFor } from './routes-packets';
import { requireOwnSubscription, userSubscriptions, type SubscriptionRow } from './subscription-lifecycle';
import { subscribe, unsubscribe, updateSubscription } from './subscriptions';
import { settleDue } from './transactions';

/**
 * 402 with what is missing, so the client can pay the difference (section 4 step 6, section 8 "Purchase"); the
 * message writes it in the user's provider's currency.
 */
export function notEnoughMoney(
  c: Context,
  ctx: PlatformContext,
  userId: number,
  shortfall: { missing: number; price: number; balance: number },
) {
  const { missing, price, balance } = shortfall;
  const message = `Not enough money on the balance: ${providerMoneyText(ctx, userId, formatMoney(missing))} missing.`;
  return c.json(
    {
      ...errorBody(402, message, 'not_enough_money'),
      amount: formatMoney(missing),
      price: formatMoney(price),
      balance: formatMoney(balance),
    },
    402,
  );
}

function subscriptionPackets(c: Context<PlatformEnv>, ctx: PlatformContext, subs: SubscriptionRow[]) {
  const view = viewFor(c, ctx);
  return subs.map((sub) => packetJson(view, requirePacket(ctx, sub.packet_id)));
}

function subscriptionAnswer(
  c: Context<PlatformEnv>,
  ctx: PlatformContext,
  userId: number,
  sub: SubscriptionRow,
) {
  const view = viewFor(c, ctx);
  return ok(
    c,
    {
      id: sub.id,
      subscription_id: sub.id,
      status: sub.status,
      renew: sub.renew === 1,
      start_at: isoTime(sub.start_at),
      end_at: isoTime(sub.end_at),
      packet: packetJson(view, requirePacket(ctx, sub.packet_id)),
      account: accountJson(accountOf(ctx, userId)),
    },
  );
}

/** POST purchases with content_id: rents the title, or 402 with what the balance lacks. */
function rentFromBalance(c: Context<PlatformEnv>, ctx: PlatformContext, userId: number, contentId: number) {
  const result = rentContent(ctx, userId, contentId);
  if ('missing' in result)
    return notEnoughMoney(c, ctx, userId, {
      missing: result.missing,
      price: CONTENT_RENTAL_PRICE,
      balance: result.balance,
    });
  return ok(
    c,
    { id: result.id, content_id: contentId, amount: formatMoney(CONTENT_RENTAL_PRICE), end_at: result.endAt },
  );
}

export function registerAccountRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/users/self/accounts', (c) => {
    const session = requireMember(c);
    settleDue(ctx, session.userId);
    return ok(c, [accountJson(accountOf(ctx, session.userId))]);
  });

  app.get('/v2/users/self/balance', (c) => {
    const session = requireMember(c);
    settleDue(ctx, session.userId);
    userSubscriptions(ctx, session.userId, ['active']);
    const account = accountOf(ctx, session.userId);
    return ok(c, { account_id: account.id, ...accountJson(account) });
  });

  app.get('/v2/users/self/subscriptions/current', (c) => {
    const session = requireMember(c);
    return ok(c, subscriptionPackets(c, ctx, userSubscriptions(ctx, session.userId, ['active', 'paused'])));
  });

  app.get('/v2/users/self/subscriptions/futures', (c) => {
    const session = requireMember(c);
    return ok(c, subscriptionPackets(c, ctx, userSubscriptions(ctx, session.userId, ['future'])));
  });

  app.post('/v2/users/self/subscriptions', async (c) => {
    const session = requireMember(c);
    const body = await readBody(c);
    if (body.packet_id == null || body.packet_id === '')
      throw badRequest('packet_id is required.', { packet_id: ['Required.'] });
    const result = subscribe(ctx, session.userId, {
      packetId: body.packet_id,
      periodId: body.period ?? body.period_id ?? body.purchase_id,
      trial: readFlag(body.is_trial),
      idempotencyKey: idempotencyKey(c, body),
      source: typeof body.paytype === 'string' ? body.paytype : 'balance',
    });
    if (!result.ok) return notEnoughMoney(c, ctx, session.userId, result);
    return subscriptionAnswer(c, ctx, session.userId, result.subscription);
  });

  app.delete('/v2/users/self/subscriptions/:id', (c) => {
    const session = requireMember(c);
    return subscriptionAnswer(c, ctx, session.userId, unsubscribe(ctx, session.userId, c.req.param('id')));
  });

  app.patch('/v2/users/self/subscriptions/:id', async (c) => {
    const session = requireMember(c);
    const body = await readBody(c);
    const renew = body.renew === undefined ? undefined : readFlag(body.renew);
    const sub = updateSubscription(ctx, session.userId, c.req.param('id'), {
      renew,
      periodId: body.period ?? body.period_id,
    });
    return subscriptionAnswer(c, ctx, session.userId, sub);
  });

  app.delete('/v2/users/self/subscriptions/futures/:id', (c) => {
    const session = requireMember(c);
    const sub = requireOwnSubscription(ctx, session.userId, c.req.param('id'));
    if (sub.status !== 'future') throw notFound(`Future subscription ${sub.id} does not exist.`);
    return subscriptionAnswer(c, ctx, session.userId, unsubscribe(ctx, session.userId, sub.id));
  });

  app.post('/v2/users/self/purchases', async (c) => {
    const session = requireMember(c);
    const body = await readBody(c);
    const account = accountOf(ctx, session.userId);
    const accountId = body.account ?? body.account_id;
    if (accountId != null && Number(accountId) !== account.id)
      throw notFound(`Account ${String(accountId)} does not exist.`);
    if (body.content_id != null) return rentFromBalance(c, ctx, session.userId, Number(body.content_id));
    const purchase = body.purchase ?? body.purchase_id;
    if (purchase == null) throw badRequest('purchase is required.', { purchase: ['Required.'] });
    const period = ctx.db.prepare(`SELECT packet_id FROM purchase_periods WHERE id = ?`).get(Number(purchase)) as
      { packet_id: number } | undefined;
    if (!period) throw badRequest('Unknown purchase.', { purchase: ['Unknown purchase.'] });
    const result = subscribe(ctx, session.userId, {
      packetId: period.packet_id,
      periodId: purchase,
      trial: readFlag(body.is_trial),
      idempotencyKey: idempotencyKey(c, body),
    });
    if (!result.ok) return notEnoughMoney(c, ctx, session.userId, result);
    return subscriptionAnswer(c, ctx, session.userId, result.subscription);
  });

  const patchPurchase = async (c: Context<PlatformEnv>, id: unknown, body: Record<string, unknown>) => {
    const session = requireMember(c);
    if (body.status !== 'active' && body.status !== 'disabled') {
      throw badRequest('status must be active or disabled.', { status: ['Use active or disabled.'] });
    }
    const sub = updateSubscription(ctx, session.userId, id, {
      renew: body.status === 'active',
      periodId: body.purchase ?? body.period,
    });
    return subscriptionAnswer(c, ctx, session.userId, sub);
  };
  app.patch('/v2/users/self/purchases/:id', async (c) => patchPurchase(c, c.req.param('id'), await readBody(c)));
  app.patch('/v2/users/self/purchases', async (c) => {
    const body = await readBody(c);
    return patchPurchase(c, body.id ?? body.purchase_id, body);
  });

  app.delete('/v2/users/self/purchases/:id', (c) => {
    const session = requireMember(c);
    return subscriptionAnswer(c, ctx, session.userId, unsubscribe(ctx, session.userId, c.req.param('id')));
  });
}
