import { isoTime } from '../../core/database';
import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { ApiError } from '../../core/errors';
import { secretAttempt } from '../../core/throttle';
import { requestLanguage } from '../../core/localized';
import { ok, readBody } from '../../core/respond';
import { requireMember } from '../../core/session';
import { accountJson, accountOf } from './accounts';
import { formatMoney } from './money';
import { userCards } from './payment-requests';
import { readFlag } from './request-values';
import { applyPromo, assertUsable, findPromo, promoJson, readKey, type PromoRow } from './promo';

/** Looks a typed code up behind the account's lockout: unknown codes count as wrong guesses. */
function guardedPromo(ctx: PlatformContext, c: Context<PlatformEnv>, userId: number, raw: unknown): PromoRow {
  const key = readKey(raw);
  const attempt = secretAttempt(ctx, c, 'promo', String(userId));
  try {
    const promo = findPromo(ctx, key);
    attempt.succeeded();
    return promo;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) attempt.failed();
    throw error;
  }
}

export function registerPromoRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.post('/v2/users/self/promokeys/check', async (c) => {
    const session = requireMember(c);
    const body = await readBody(c);
    const promo = guardedPromo(ctx, c, session.userId, body.key);
    assertUsable(ctx, promo, session.userId, readFlag(body.ignore_conditions));
    return ok(c, {
      ...promoJson(promo, requestLanguage(c), { withKey: true }),
      user_has_credit_card: userCards(ctx, session.userId).length > 0,
    });
  });

  app.post('/v2/users/self/promokeys', async (c) => {
    const session = requireMember(c);
    const body = await readBody(c);
    const { promo, subscriptions } = applyPromo(ctx, session.userId, guardedPromo(ctx, c, session.userId, body.key).key);
    return ok(
      c,
      {
        ...promoJson(promo, requestLanguage(c), { withKey: true }),
        subscriptions: subscriptions.map((sub) => ({
          id: sub.id,
          packet_id: sub.packet_id,
          start_at: isoTime(sub.start_at),
          end_at: isoTime(sub.end_at),
          renew: sub.renew === 1,
          amount: formatMoney(sub.amount),
        })),
        account: accountJson(accountOf(ctx, session.userId)),
      },
      201,
    );
  });

  /** The public page of a code (/promo/{code}); it never answers the code itself. */
  app.get('/v2/promokeys/:key/info', (c) =>
    ok(c, promoJson(findPromo(ctx, readKey(c.req.param('key'))), requestLanguage(c), { withKey: false })),
  );
}
