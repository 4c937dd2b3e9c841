import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { ApiError, badRequest } from '../../core/errors';
import { ok } from '../../core/respond';
import { isRentable, rentalOfferJson } from './rentals';
import { settleDue } from './transactions';

function contentIdParam(c: Context<PlatformEnv>): number {
  const id = Number(c.req.param('contentId'));
  if (!Number.isInteger(id) || id <= 0) throw badRequest('content id must be a positive integer.');
  return id;
}

/** `GET /v2/rentals/{contentId}`: the rental offer of a film, 404 `not_for_rent` when it is not rented out. */
export function registerRentalRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/rentals/:contentId', (c) => {
    const contentId = contentIdParam(c);
    if (!isRentable(ctx, contentId)) throw new ApiError(404, 'This title is not offered for rent.', 'not_for_rent');
    const session = c.get('session');
    // A top-up made for this film rents it when it settles: settle what is due before answering.
    if (session && !session.isGuest) settleDue(ctx, session.userId);
    return ok(c, rentalOfferJson(ctx, session && !session.isGuest ? session.userId : null, contentId));
  });
}
