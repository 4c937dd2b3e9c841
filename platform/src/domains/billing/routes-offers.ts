import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { localize, requestLanguage, type DataLanguage } from '../../core/localized';
import { ok, readBody } from '../../core/respond';
import { requireMember } from '../../core/session';
import { accountOf } from './accounts';
import { providerMoneyText } from './money';
import { requirePacket } from './packets';
import { requireOwnCard, requirePaySystem, userCards } from './payment-requests';
import { PAY_SYSTEMS, paySystemJson } from './paysystems';
import { idempotencyKey } from './request-values';
import { notEnoughMoney } from './routes-account';
import { purchaseOptions } from './routes-packets';
import { priceOf, subscribe } from './subscriptions';
import { createTransaction, requireReturnUrl, transactionJson } from './transactions';

/** The web client's offer source code (catalogue-vod-billing.md section 7). */
export const WEB_OFFER_SOURCE = 'web300';

interface OfferRow {
  id: number;
  user_id: number;
  packet_id: number;
  source: string;
  created_at: number;
}

/** Pay systems an offer can use: the info payform cannot take money. */
const offerPaySystems = (allowed: boolean) =>
  allowed ? PAY_SYSTEMS.filter((system) => system.payform !== 'info') : [];

function describePeriod(period: { days: number; months: number; years: number }, language: DataLanguage): string {
  const months = period.months + period.years * 12;
  if (!months) return `${period.days} ${localize({ ru: 'дн.', en: 'days', kk: 'күн', uz: 'kun' }, language)}`;
  return `${months} ${localize({ ru: 'мес.', en: 'mo.', kk: 'ай', uz: 'oy' }, language)}`;
}

/**
 * The offer as creating it answers (catalogue-vod-billing.md section 7, "Offer"): its id (both spellings), purchases
 * and pay systems. Its info is not part of it: the client reads that back by the offer's id.
 */
function offerJson(ctx: PlatformContext, offer: OfferRow, language: DataLanguage) {
  const account = accountOf(ctx, offer.user_id);
  return {
    id: offer.id,
    offer_id: offer.id,
    purchases: purchaseOptions(ctx, offer.user_id, requirePacket(ctx, offer.packet_id)),
    paysystems: offerPaySystems(account.is_payment_allowed === 1).map((system) => paySystemJson(system, language)),
  };
}

/** GET purchases_offer/{id}: the offer with its info (section 7, "offer info"), the card confirm's three lines. */
function offerWithInfoJson(ctx: PlatformContext, offer: OfferRow, language: DataLanguage) {
  const packet = requirePacket(ctx, offer.packet_id);
  const first = purchaseOptions(ctx, offer.user_id, packet)[0];
  const renews = localize(
    {
      ru: 'продлевается автоматически',
      en: 'renews automatically',
      kk: 'автоматты түрде ұзартылады',
      uz: 'avtomatik uzaytiriladi',
    },
    language,
  );
  return {
    ...offerJson(ctx, offer, language),
    distribution_type: 'subscription',
    product_title: localize(packet.name, language),
    distribution_info: first
      ? `${describePeriod(first.trial_period_human ?? first.period_human, language)}, ${providerMoneyText(ctx, offer.user_id, (first.is_have_trial ? first.trial_amount : null) ?? first.amount)}, ${renews}`
      : '',
  };
}

function requireOwnOffer(ctx: PlatformContext, userId: number, id: unknown): OfferRow {
  if (id == null || id === '') throw badRequest('offer_id is required.', { offer_id: ['This field is required.'] });
  const offer = ctx.db.prepare(`SELECT * FROM offers WHERE id = ? AND user_id = ?`).get(Number(id), userId) as
    OfferRow | undefined;
  if (!offer) throw notFound(`Offer ${String(id)} does not exist.`);
  return offer;
}

async function offerTransaction(c: Context<PlatformEnv>, ctx: PlatformContext) {
  const session = requireMember(c);
  const body = await readBody(c);
  const offer = requireOwnOffer(ctx, session.userId, body.offer_id ?? body.id);
  const packet = requirePacket(ctx, offer.packet_id);
  const options = purchaseOptions(ctx, session.userId, packet);
  const chosen =
    options.find((option) => option.id === Number(body.purchase_id ?? body.purchase)) ??
    (body.purchase_id == null ? options[0] : undefined);
  if (!chosen) throw badRequest('No purchases!', undefined, 'no_purchases');
  const account = accountOf(ctx, session.userId);
  const missing = priceOf(ctx, session.userId, packet, chosen.id, chosen.is_have_trial).amount - account.balance;
  if (missing <= 0) {
    const result = subscribe(ctx, session.userId, {
      packetId: packet.id,
      periodId: chosen.id,
      trial: chosen.is_have_trial,
      idempotencyKey: idempotencyKey(c, body),
      source: 'offer',
    });
    if (!result.ok) return notEnoughMoney(c, ctx, session.userId, result);
    return ok(c, { status: 'complete', transaction_id: null, subscription_id: result.subscription.id });
  }
  if (!account.is_payment_allowed) throw badRequest('No paysystems!', undefined, 'no_paysystems');
  const system = requirePaySystem(body.paysystem_shortname, [
    'short_url',
    'linkedcard',
    'phone_sms',
    'qrcode',
    'qrcode_png',
    'provider_account',
    'ext_app',
  ]);
  const card =
    system.payform === 'linkedcard'
      ? requireOwnCard(ctx, session.userId, body.card_id ?? userCards(ctx, session.userId)[0]?.id)
      : null;
  if (card && card.funds < missing) throw badRequest('Not enough funds on the card.', undefined, 'no_funds');
  const tx = createTransaction(ctx, session.userId, {
    kind: 'offer',
    system,
    amount: missing,
    packetId: packet.id,
    periodId: chosen.id,
    isTrial: chosen.is_have_trial,
    offerId: offer.id,
    cardId: card?.id ?? null,
    returnUrl: requireReturnUrl(ctx, body.return_url),
    phone: typeof body.phone === 'string' ? body.phone : null,
    idempotencyKey: idempotencyKey(c, body),
    settle: system.payform === 'phone_sms' ? 'sms' : 'timer',
  });
  return ok(c, transactionJson(ctx, tx), 201);
}

export function registerOfferRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.post('/v2/users/self/purchases_offer', async (c) => {
    const session = requireMember(c);
    const body = await readBody(c);
    if (body.packet_id == null || body.packet_id === '')
      throw badRequest('packet_id is required.', { packet_id: ['Required.'] });
    const packet = requirePacket(ctx, body.packet_id);
    const held = ctx.db
      .prepare(
        `SELECT 1 FROM subscriptions WHERE user_id = ? AND packet_id = ? AND status IN ('active', 'paused', 'future')`,
      )
      .get(session.userId, packet.id);
    if (!packet.is_purchasable || held || !purchaseOptions(ctx, session.userId, packet).length) {
      throw badRequest('No purchases!', undefined, 'no_purchases');
    }
    if (!offerPaySystems(accountOf(ctx, session.userId).is_payment_allowed === 1).length) {
      throw badRequest('No paysystems!', undefined, 'no_paysystems');
    }
    const source = typeof body.source === 'string' && body.source ? body.source : WEB_OFFER_SOURCE;
    const inserted = ctx.db
      .prepare(`INSERT INTO offers (user_id, packet_id, source, created_at) VALUES (?, ?, ?, ?)`)
      .run(session.userId, packet.id, source, Math.floor(ctx.now() / 1000));
    return ok(
      c,
      offerJson(ctx, requireOwnOffer(ctx, session.userId, inserted.lastInsertRowid), requestLanguage(c)),
      201,
    );
  });

  app.post('/v2/users/self/purchases_offer/transaction', (c) => offerTransaction(c, ctx));

  app.get('/v2/users/self/purchases_offer/:id', (c) => {
    const session = requireMember(c);
    return ok(c, offerWithInfoJson(ctx, requireOwnOffer(ctx, session.userId, c.req.param('id')), requestLanguage(c)));
  });
}
