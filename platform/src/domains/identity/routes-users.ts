import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, forbidden } from '../../core/errors';
import { requestLanguage } from '../../core/localized';
import { ok, readBody } from '../../core/respond';
import { requireMember, requireSession } from '../../core/session';
import { countCodeRequest } from '../../core/throttle';
import { checkPin, grantPin, PIN_GRANT_SECONDS } from './parental-guard';
import { currentProfile } from './profiles';
import { requiredId, requiredString } from './request';
import { updateUser } from './user-update';
import { getUser, userJson } from './users';

function pinNotSet() {
  return badRequest('No PIN is set. Set one in the parental settings first.', undefined, 'pincode_not_set');
}

export function userRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/users/self', (c) => {
    const session = requireSession(c);
    return ok(c, userJson(ctx, getUser(ctx, session.userId), requestLanguage(c), currentProfile(ctx, session)));
  });

  app.patch('/v2/users/self', async (c) => {
    const session = requireSession(c);
    const user = updateUser(ctx, c, session.userId, await readBody(c));
    return ok(c, userJson(ctx, user, requestLanguage(c), currentProfile(ctx, session)));
  });

  app.patch('/v2/users/:id{[0-9]+}', async (c) => {
    const session = requireSession(c);
    if (requiredId(c.req.param('id'), 'id') !== session.userId) throw forbidden('You can only change your own account.');
    const user = updateUser(ctx, c, session.userId, await readBody(c));
    return ok(c, userJson(ctx, user, requestLanguage(c), currentProfile(ctx, session)));
  });

  /** "A PIN can be sent by SMS" (section 4 "Parental check"): the SMS is the platform log line. */
  app.post('/v2/users/self/parental_code/send', (c) => {
    const session = requireMember(c);
    const user = getUser(ctx, session.userId);
    if (!user.parental_code) throw pinNotSet();
    if (!user.phone) throw badRequest('The account has no phone to send the PIN to.', undefined, 'no_phone');
    countCodeRequest(ctx, c, `pin:${user.id}`);
    ctx.log(`parental code for ${user.phone}: ${user.parental_code}`);
    return ok(c, { message: `The PIN was sent by SMS to +${user.phone}.` });
  });

  app.post('/v2/users/self/parental_code/check', async (c) => {
    const session = requireSession(c);
    const user = getUser(ctx, session.userId);
    if (!user.parental_code) throw pinNotSet();
    checkPin(ctx, c, user, requiredString(await readBody(c), 'code'), 'pin');
    grantPin(ctx, session.token);
    return ok(c, { valid: true, granted_for: PIN_GRANT_SECONDS });
  });
}
