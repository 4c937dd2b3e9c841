import type { Context } from 'hono';
import type { PlatformContext, PlatformEnv, Session } from '../../core/context';
import { badRequest, forbidden } from '../../core/errors';
import { secretAttempt, type SecretScope } from '../../core/throttle';
import { currentProfile } from './profiles';
import { getUser, type UserRow } from './users';

/** A right PIN lets the same token do what needs one (switch to an adult profile, lift a lock) for this long. */
export const PIN_GRANT_SECONDS = 5 * 60;

const nowSeconds = (ctx: PlatformContext) => Math.floor(ctx.now() / 1000);

/**
 * Checks an entered PIN (or the old PIN of a change) behind the account's lockout: the 6th wrong entry in a row is
 * refused with 429 and Retry-After, even when it is right.
 */
export function checkPin(
  ctx: PlatformContext,
  c: Context<PlatformEnv>,
  user: UserRow,
  entered: string,
  scope: Extract<SecretScope, 'pin' | 'old_pin'>,
): void {
  const attempt = secretAttempt(ctx, c, scope, String(user.id));
  if (entered !== user.parental_code) {
    attempt.failed();
    const field = scope === 'pin' ? 'code' : 'old_code';
    const message = scope === 'pin' ? 'Wrong PIN.' : 'The current PIN is wrong.';
    throw badRequest(message, { [field]: [message] }, 'wrong_pincode');
  }
  attempt.succeeded();
}

export function grantPin(ctx: PlatformContext, token: string) {
  ctx.db.prepare(`UPDATE tokens SET pin_granted_until = ? WHERE token = ?`).run(nowSeconds(ctx) + PIN_GRANT_SECONDS, token);
}

function hasPinGrant(ctx: PlatformContext, token: string): boolean {
  const row = ctx.db.prepare(`SELECT pin_granted_until FROM tokens WHERE token = ?`).get(token) as
    | { pin_granted_until: number | null }
    | undefined;
  return (row?.pin_granted_until ?? 0) > nowSeconds(ctx);
}

/**
 * What a parent may do and a child may not without the PIN: make a profile adult, switch to an adult profile,
 * turn a device's parental lock off. Passes when no PIN is set (nothing to ask), with a fresh PIN grant of this
 * token, or with the right `pincode` in the request; else 403 `pincode_required`, which the client answers by
 * asking for the PIN and trying again.
 */
export function requireParentalAuthority(
  ctx: PlatformContext,
  c: Context<PlatformEnv>,
  session: Session,
  body: Record<string, unknown>,
) {
  const user = getUser(ctx, session.userId);
  if (!user.parental_code || hasPinGrant(ctx, session.token)) return;
  const entered = typeof body.pincode === 'string' ? body.pincode : undefined;
  if (entered === undefined) throw forbidden('Enter the parental PIN to do this.', 'pincode_required');
  checkPin(ctx, c, user, entered, 'pin');
  grantPin(ctx, session.token);
}

export function isChildSession(ctx: PlatformContext, session: Session): boolean {
  return currentProfile(ctx, session).role === 'child';
}
