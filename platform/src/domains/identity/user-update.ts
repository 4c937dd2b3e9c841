import type { Context } from 'hono';
import type { PlatformContext, PlatformEnv } from '../../core/context';
import { parseJson } from '../../core/database';
import { badRequest, forbidden } from '../../core/errors';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PIN_LENGTH, SETTINGS_MAX_BYTES } from './constants';
import { checkPin } from './parental-guard';
import { requireProvider, validPhone } from './providers';
import { checkLength, optionalString } from './request';
import { getUser, type UserRow } from './users';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);
const MEMBER_FIELDS = ['phone', 'email', 'first_name', 'pincode', 'parental_status'] as const;

/** A valid e-mail address no other account uses. */
export function freeEmail(ctx: PlatformContext, raw: string, userId: number): string {
  const email = validEmail(checkLength('email', raw, EMAIL_MAX_LENGTH));
  if (ctx.db.prepare(`SELECT 1 FROM users WHERE email = ? AND id <> ?`).get(email, userId)) {
    throw badRequest('This e-mail address is already used by another account.', { email: ['Already in use.'] }, 'duplicate_email');
  }
  return email;
}

/** A valid phone of the user's provider no other account uses. */
export function freePhone(ctx: PlatformContext, raw: string, user: UserRow): string {
  const phone = validPhone(raw, requireProvider(ctx, user.provider_id));
  if (ctx.db.prepare(`SELECT 1 FROM users WHERE phone = ? AND id <> ?`).get(phone, user.id)) {
    throw badRequest('This phone is already used by another account.', { phone: ['Already in use.'] }, 'duplicate_phone');
  }
  return phone;
}

/** Input type email, no Cyrillic, no punycode (core-session-account.md section 5). */
export function validEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  const invalid = (message: string) => badRequest(message, { email: [message] }, 'invalid_email');
  if (CYRILLIC.test(email)) throw invalid('The e-mail address must not contain Cyrillic characters.');
  if (email.includes('xn--')) throw invalid('The e-mail address must not use punycode (xn--).');
  if (!EMAIL_PATTERN.test(email)) throw invalid('Enter a valid e-mail address.');
  return email;
}

/**
 * PIN rule of section 5: 4 digits; changing or removing a set PIN needs the old one, checked behind the account's
 * lockout. The new PIN is validated first, so a typo in it never costs an old-PIN try.
 */
function nextParentalCode(ctx: PlatformContext, c: Context<PlatformEnv>, user: UserRow, body: Record<string, unknown>): string | null {
  const pincode = body.pincode === null ? '' : (optionalString(body, 'pincode') ?? '');
  if (pincode !== '' && !PIN_PATTERN.test(pincode)) {
    throw badRequest(`The PIN must have ${PIN_LENGTH} digits.`, { pincode: [`The PIN must have ${PIN_LENGTH} digits.`] }, 'invalid_pincode');
  }
  if (user.parental_code !== null) checkPin(ctx, c, user, optionalString(body, 'old_code') ?? '', 'old_pin');
  return pincode === '' ? null : pincode;
}

/**
 * PATCH of the user: every field is validated before anything is written, so a rejected request changes nothing.
 * Guests may only change `settings`.
 */
export function updateUser(ctx: PlatformContext, c: Context<PlatformEnv>, userId: number, body: Record<string, unknown>): UserRow {
  const user = getUser(ctx, userId);
  const changes: Partial<UserRow> = {};
  if (user.is_guest === 1 && MEMBER_FIELDS.some((field) => body[field] !== undefined)) {
    throw forbidden('Sign in to change your account data.', 'guest_not_allowed');
  }
  if (body.first_name !== undefined) {
    const name = optionalString(body, 'first_name');
    if (!name) throw badRequest('The name is required.', { first_name: ['This field is required.'] }, 'required');
    changes.first_name = checkLength('first_name', name, NAME_MAX_LENGTH);
  }
  if (body.email !== undefined) {
    const raw = optionalString(body, 'email');
    const email = raw ? freeEmail(ctx, raw, userId) : null;
    changes.email = email;
  }
  if (body.phone !== undefined) {
    changes.phone = freePhone(ctx, optionalString(body, 'phone') ?? '', user);
  }
  if (body.pincode !== undefined) {
    const code = nextParentalCode(ctx, c, user, body);
    changes.parental_code = code;
    changes.parental_status = code ? 'set' : 'notset';
  } else if (body.parental_status !== undefined) {
    const status = optionalString(body, 'parental_status');
    if (status !== 'ignore' && status !== 'notset') {
      throw badRequest('parental_status can be set to ignore or notset; set a PIN with pincode.', { parental_status: ['ignore or notset.'] });
    }
    if (user.parental_code !== null) throw badRequest('A PIN is set; remove it with pincode and old_code first.', undefined, 'pincode_set');
    changes.parental_status = status;
  }
  if (body.timezone !== undefined) changes.timezone = checkLength('timezone', optionalString(body, 'timezone') || user.timezone, NAME_MAX_LENGTH);
  if (body.birth_year !== undefined) {
    const year = Number(body.birth_year);
    if (!Number.isInteger(year) || year < 1900 || year > new Date(ctx.now()).getUTCFullYear()) {
      throw badRequest('birth_year must be a year.', { birth_year: ['Must be a year.'] });
    }
    changes.birth_year = year;
  }
  if (body.settings !== undefined) {
    if (typeof body.settings !== 'object' || body.settings === null || Array.isArray(body.settings)) {
      throw badRequest('settings must be an object.', { settings: ['Must be an object.'] });
    }
    changes.settings = JSON.stringify({ ...parseJson<Record<string, unknown>>(user.settings, {}), ...body.settings });
    if (Buffer.byteLength(changes.settings) > SETTINGS_MAX_BYTES) {
      throw badRequest(`settings take at most ${SETTINGS_MAX_BYTES} bytes.`, { settings: ['Too large.'] }, 'too_long');
    }
  }
  const columns = Object.keys(changes);
  if (columns.length) {
    ctx.db
      .prepare(`UPDATE users SET ${columns.map((column) => `${column} = @${column}`).join(', ')} WHERE id = @id`)
      .run({ ...changes, id: userId });
  }
  return getUser(ctx, userId);
}
