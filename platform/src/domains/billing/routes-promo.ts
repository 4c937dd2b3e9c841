import type { PlatformApp, PlatformContext } from '../../core/context';
import { requestLanguage } from '../../core/localized';
import { ok, readBody } from '../../core/respond';
import { requireMember } from '../../core/session';
import { accountJson, accountOf } from './accounts';
import { formatMoney } from './money';
import { userCards } from './payment-requests';
import { readFlag } from './request-values';
import { applyPromo, assertUsable, findPromo, promoJson, readKey } from './promo';

export function registerPromoRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.post('/v2/users/self/promokeys/check', async (c) => {
    const session = requireMember(c);
    const body = await readBody(c);
    const promo = findPromo(ctx, readKey(body.key));
    assertUsable(ctx, promo, session.userId, readFlag(body.ignore_conditions));
    return ok(c, {
      ...promoJson(promo, requestLanguage(c)),
      user_has_credit_card: userCards(ctx, session.userId).length > 0,
    });
  });

  app.post('/v2/users/self/promokeys', async (c) => {
    const session = requireMember(c);
    const body = await readBody(c);
    const { promo, subscriptions } = applyPromo(ctx, session.userId, readKey(body.key));
    return ok(
      c,
      {
        ...promoJson(promo, requestLanguage(c)),
        subscriptions: subscriptions.map((sub) => ({
          id: sub.id,
          packet_id: sub.packet_id,
          start_at: sub.start_at,
          end_at: sub.end_at,
          renew: sub.renew === 1,
          amount: formatMoney(sub.amount),
        })),
        account: accountJson(accountOf(ctx, session.userId)),
      },
      201,
    );
  });

  app.get('/v2/promokeys/:id/info', (c) => ok(c, promoJson(findPromo(ctx, c.req.param('id')), requestLanguage(c))));
}
