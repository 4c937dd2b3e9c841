import { randomInt } from 'node:crypto';
import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { requestLanguage } from '../../core/localized';
import { ok, readBody } from '../../core/respond';
import { requireMember } from '../../core/session';
import { countCodeRequest, secretAttempt } from '../../core/throttle';
import { DEFAULT_OTP_LENGTH, OTP_LIFETIME_SECONDS } from './constants';
import { currentProfile } from './profiles';
import { optionalString, requiredString } from './request';
import { nowSeconds } from './tokens';
import { freeEmail, freePhone } from './user-update';
import { getUser, userJson } from './users';

type ContactField = 'phone' | 'email';

interface ContactChangeRow {
  user_id: number;
  field: ContactField;
  value: string;
  code: string;
  expires_at: number;
}

/** Where the code goes: an SMS or an e-mail, both the platform's log in this demo. */
function deliver(ctx: PlatformContext, field: ContactField, value: string, code: string) {
  ctx.log(field === 'phone' ? `confirmation code for +${value}: ${code}` : `confirmation code for ${value}: ${code}`);
}

/**
 * A new phone or e-mail needs a code sent to it, so nobody can move an account onto an address they do not hold
 * (or hold an account's phone hostage): POST {phone} or {email} sends the code, POST .../confirm {code} applies it.
 */
export function contactRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.post('/v2/users/self/contact_changes', async (c) => {
    const session = requireMember(c, 'Sign in to change your account data.');
    const user = getUser(ctx, session.userId);
    const body = await readBody(c);
    const field: ContactField = body.phone !== undefined ? 'phone' : 'email';
    const raw = requiredString(body, field);
    const value = field === 'phone' ? freePhone(ctx, raw, user) : freeEmail(ctx, raw, user.id);
    if (value === user[field]) throw badRequest(`This is already your ${field}.`, { [field]: ['Unchanged.'] }, 'unchanged');
    countCodeRequest(ctx, c, `${field}:${value}`);
    const code = String(randomInt(0, 10 ** DEFAULT_OTP_LENGTH)).padStart(DEFAULT_OTP_LENGTH, '0');
    const expiresAt = nowSeconds(ctx) + OTP_LIFETIME_SECONDS;
    ctx.db
      .prepare(`INSERT OR REPLACE INTO contact_changes (user_id, field, value, code, expires_at) VALUES (?, ?, ?, ?, ?)`)
      .run(user.id, field, value, code, expiresAt);
    deliver(ctx, field, value, code);
    return ok(c, { field, value, code_length: DEFAULT_OTP_LENGTH, expires_at: expiresAt }, 201);
  });

  app.post('/v2/users/self/contact_changes/confirm', async (c) => {
    const session = requireMember(c, 'Sign in to change your account data.');
    const entered = (optionalString(await readBody(c), 'code') ?? '').replace(/\D/g, '');
    const attempt = secretAttempt(ctx, c, 'contact_code', String(session.userId));
    const row = ctx.db.prepare(`SELECT * FROM contact_changes WHERE user_id = ?`).get(session.userId) as ContactChangeRow | undefined;
    if (!row || row.expires_at <= nowSeconds(ctx)) {
      throw badRequest('The code has expired or was not requested. Request a new code.', { code: ['The code has expired.'] }, 'code_expired');
    }
    if (entered !== row.code) {
      attempt.failed();
      throw badRequest('Wrong code. Check the code and try again.', { code: ['Wrong code.'] }, 'invalid_code');
    }
    attempt.succeeded();
    const user = getUser(ctx, session.userId);
    // Checked again: the address may have been taken by someone else since the code was sent.
    const value = row.field === 'phone' ? freePhone(ctx, row.value, user) : freeEmail(ctx, row.value, user.id);
    ctx.db.transaction(() => {
      ctx.db.prepare(`UPDATE users SET ${row.field} = ? WHERE id = ?`).run(value, user.id);
      ctx.db.prepare(`DELETE FROM contact_changes WHERE user_id = ?`).run(user.id);
    })();
    return ok(c, userJson(ctx, getUser(ctx, user.id), requestLanguage(c), currentProfile(ctx, session)));
  });
}
