import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { atomically } from '../../core/database';
import { badRequest, forbidden } from '../../core/errors';
import { requestLanguage } from '../../core/localized';
import { noContent, ok, readBody } from '../../core/respond';
import { requireMember } from '../../core/session';
import { countCodeRequest, secretAttempt } from '../../core/throttle';
import { accountById } from './accounts';
import { formatMoney, kzt, parseMoney } from './money';
import { providerOfUser } from './packets';
import {
  cardJson,
  paymentTarget,
  requireOwnCard,
  requirePaySystem,
  userCards,
  type PaymentTarget,
} from './payment-requests';
import { PAY_SYSTEMS, paySystemJson, type PaySystem } from './paysystems';
import { idempotencyKey, readFlag } from './request-values';
import {
  applyTransaction,
  createTransaction,
  requireOwnTransaction,
  requireReturnUrl,
  settleDue,
  transactionJson,
  type TransactionRow,
} from './transactions';

/** Card linking charges one unit of currency and refunds it (catalogue-vod-billing.md section 9). */
const CARD_LINK_AMOUNT = kzt(1);
const PHONE_PATTERN = /^\+?\d{10,15}$/;

function memberAccount(c: Context<PlatformEnv>, ctx: PlatformContext) {
  const session = requireMember(c);
  const account = accountById(ctx, session.userId, Number(c.req.param('account')));
  return { userId: session.userId, account };
}

function requirePaymentAllowed(allowed: number) {
  if (!allowed) throw forbidden('Payments are not allowed for this account.', 'payment_not_allowed');
}

function nothingToPay(target: PaymentTarget) {
  if ((target.packetId != null || target.contentId != null) && target.amount === 0) {
    throw badRequest(
      'The balance already covers this purchase: subscribe from the balance.',
      undefined,
      'balance_sufficient',
    );
  }
}

function transactionAnswer(c: Context, ctx: PlatformContext, tx: TransactionRow, extra: Record<string, unknown> = {}) {
  return ok(c, { ...transactionJson(ctx, tx), ...extra }, 201);
}

function createFor(
  ctx: PlatformContext,
  userId: number,
  body: Record<string, unknown>,
  c: Context,
  system: PaySystem,
  settle: 'timer' | 'sms',
) {
  const target = paymentTarget(ctx, userId, body);
  nothingToPay(target);
  return createTransaction(ctx, userId, {
    kind: target.kind,
    system,
    amount: target.amount,
    packetId: target.packetId,
    periodId: target.periodId,
    isTrial: target.isTrial,
    contentId: target.contentId,
    isSaveCard: readFlag(body.is_save_card),
    returnUrl: requireReturnUrl(ctx, body.return_url),
    phone: typeof body.phone === 'string' ? body.phone : null,
    idempotencyKey: idempotencyKey(c, body),
    settle,
  });
}

export function registerPaymentRoutes(app: PlatformApp, ctx: PlatformContext) {
  const base = '/v2/users/self/accounts/:account/payforms';

  app.get(base, (c) => {
    const { account } = memberAccount(c, ctx);
    const language = requestLanguage(c);
    return ok(c, account.is_payment_allowed ? PAY_SYSTEMS.map((system) => paySystemJson(system, language)) : []);
  });

  for (const payform of ['short_url', 'provider_account', 'ext_app'] as const) {
    app.post(`${base}/${payform}`, async (c) => {
      const { userId, account } = memberAccount(c, ctx);
      requirePaymentAllowed(account.is_payment_allowed);
      const body = await readBody(c);
      const system = requirePaySystem(body.paysystem_shortname ?? (payform === 'short_url' ? 'card' : undefined), [
        payform,
      ]);
      const tx = createFor(ctx, userId, body, c, system, 'timer');
      const extra =
        payform === 'ext_app'
          ? { app_url: `demo-wallet://pay?transaction=${tx.id}&amount=${formatMoney(tx.amount)}` }
          : {};
      return transactionAnswer(c, ctx, tx, extra);
    });
  }

  app.post(`${base}/info`, () => {
    throw badRequest('This pay system only explains how to pay in person.', undefined, 'info_only');
  });

  app.post(`${base}/linkedcard`, async (c) => {
    const { userId, account } = memberAccount(c, ctx);
    requirePaymentAllowed(account.is_payment_allowed);
    const body = await readBody(c);
    const card = requireOwnCard(ctx, userId, body.card_id ?? userCards(ctx, userId)[0]?.id);
    const target = paymentTarget(ctx, userId, body);
    nothingToPay(target);
    if (card.funds < target.amount) throw badRequest('Not enough funds on the card.', undefined, 'no_funds');
    const tx = createTransaction(ctx, userId, {
      kind: target.kind,
      system: requirePaySystem('linkedcard', ['linkedcard']),
      amount: target.amount,
      packetId: target.packetId,
      periodId: target.periodId,
      isTrial: target.isTrial,
      contentId: target.contentId,
      cardId: card.id,
      idempotencyKey: idempotencyKey(c, body),
      settle: 'timer',
    });
    return transactionAnswer(c, ctx, tx);
  });

  app.post(`${base}/phone`, async (c) => {
    const { userId, account } = memberAccount(c, ctx);
    requirePaymentAllowed(account.is_payment_allowed);
    const body = await readBody(c);
    const phone = String(body.phone ?? '').replace(/[\s()-]/g, '');
    if (!PHONE_PATTERN.test(phone))
      throw badRequest('Enter a valid phone number.', { phone: ['Invalid phone number.'] });
    countCodeRequest(ctx, c, `pay_sms:${phone}`);
    const tx = createFor(
      ctx,
      userId,
      { ...body, phone },
      c,
      requirePaySystem(body.paysystem_shortname ?? 'phone', ['phone_sms']),
      'sms',
    );
    return transactionAnswer(c, ctx, tx);
  });

  app.post(`${base}/confirm_by_sms`, async (c) => {
    const { userId } = memberAccount(c, ctx);
    const body = await readBody(c);
    const tx = requireOwnTransaction(ctx, userId, body.transaction_id);
    if (tx.status !== 'pending' || tx.sms_code == null)
      throw badRequest('This payment is not waiting for a code.', undefined, 'not_pending');
    // Wrong codes count against the payer, not the transaction: a fresh payment buys no fresh guesses.
    const attempt = secretAttempt(ctx, c, 'sms_code', String(userId));
    if (String(body.code ?? '').trim() !== tx.sms_code) {
      attempt.failed();
      throw badRequest('Wrong code.', { code: ['Wrong code.'] }, 'wrong_code');
    }
    attempt.succeeded();
    return ok(c, transactionJson(ctx, applyTransaction(ctx, tx.id, 'complete')));
  });

  // The QR for a purchase carries what the balance lacks: the client gets there after a 402 from subscribe (section 8).
  app.post(`${base}/qrcode_make_transaction`, async (c) => {
    const { userId, account } = memberAccount(c, ctx);
    requirePaymentAllowed(account.is_payment_allowed);
    const body = await readBody(c);
    const system = requirePaySystem(body.paysystem_shortname ?? 'qr', ['qrcode', 'qrcode_png']);
    return transactionAnswer(c, ctx, createFor(ctx, userId, body, c, system, 'timer'));
  });

  app.get('/v2/users/self/transactions/:id', (c) => {
    const session = requireMember(c);
    settleDue(ctx, session.userId);
    return ok(c, transactionJson(ctx, requireOwnTransaction(ctx, session.userId, c.req.param('id'))));
  });

  app.get('/v2/users/self/cards', (c) => {
    const session = requireMember(c);
    settleDue(ctx, session.userId);
    return ok(c, userCards(ctx, session.userId).map(cardJson));
  });

  app.post('/v2/users/self/cards', async (c) => {
    const session = requireMember(c);
    const body = await readBody(c);
    const accountId = body.account_id ?? body.account;
    if (accountId == null || accountId === '')
      throw badRequest('account_id is required.', { account_id: ['Required.'] });
    const account = accountById(ctx, session.userId, Number(accountId));
    requirePaymentAllowed(account.is_payment_allowed);
    const system = requirePaySystem(body.paysystem_shortname ?? 'card', ['short_url']);
    // needed_refund false: the link's charge is a payment, kept on the account (a refill that saves the card), so a
    // card linked to pay for something is charged once; otherwise it is a check, refunded, that only links the card.
    const keepsCharge = body.needed_refund === false || body.needed_refund === 'false';
    const tx = createTransaction(ctx, session.userId, {
      kind: keepsCharge ? 'refill' : 'card_link',
      system,
      amount: body.amount == null || body.amount === '' ? CARD_LINK_AMOUNT : parseMoney(body.amount),
      isSaveCard: keepsCharge,
      returnUrl: requireReturnUrl(ctx, body.return_url),
      idempotencyKey: idempotencyKey(c, body),
      settle: 'timer',
    });
    return transactionAnswer(c, ctx, tx, { needed_refund: !keepsCharge });
  });

  app.delete('/v2/users/self/cards/:id', (c) => {
    const session = requireMember(c);
    if (!providerOfUser(ctx, session.userId)?.is_ott) {
      throw forbidden('Cards can only be removed with your provider.', 'card_removal_forbidden');
    }
    atomically(ctx.db, () => {
      const card = requireOwnCard(ctx, session.userId, c.req.param('id'));
      ctx.db.prepare(`DELETE FROM cards WHERE id = ?`).run(card.id);
      if (card.is_primary) {
        ctx.db
          .prepare(
            `UPDATE cards SET is_primary = 1 WHERE id = (SELECT id FROM cards WHERE user_id = ? ORDER BY id LIMIT 1)`,
          )
          .run(session.userId);
      }
    });
    return noContent(c);
  });
}
