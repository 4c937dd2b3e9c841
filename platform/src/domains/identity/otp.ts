import { randomInt, randomUUID } from 'node:crypto';
import type { PlatformContext } from '../../core/context';
import type { Context } from 'hono';
import type { PlatformEnv } from '../../core/context';
import { ApiError, badRequest } from '../../core/errors';
import { secretAttempt } from '../../core/throttle';
import { OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS } from './constants';
import { nowSeconds } from './tokens';

export type SendMethod = 'sms' | 'telegram';
export const SEND_METHODS: SendMethod[] = ['sms', 'telegram'];

export interface OtpRow {
  id: number;
  identifier: string;
  phone: string;
  code: string;
  provider_id: number;
  send_method: SendMethod;
  delivered: number;
  attempts: number;
  used: number;
  created_at: number;
  expires_at: number;
}

/** A fresh code replaces any earlier one of the phone. SMS codes are delivered at once, Telegram ones by the bot. */
export function createCode(
  ctx: PlatformContext,
  input: { phone: string; providerId: number; length: number; sendMethod: SendMethod },
): OtpRow {
  const code = String(randomInt(0, 10 ** input.length)).padStart(input.length, '0');
  const now = nowSeconds(ctx);
  ctx.db.prepare(`UPDATE otp_codes SET used = 1 WHERE phone = ? AND used = 0`).run(input.phone);
  const { lastInsertRowid } = ctx.db
    .prepare(
      `INSERT INTO otp_codes (identifier, phone, code, provider_id, send_method, delivered, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(randomUUID(), input.phone, code, input.providerId, input.sendMethod, input.sendMethod === 'sms' ? 1 : 0, now, now + OTP_LIFETIME_SECONDS);
  const row = ctx.db.prepare(`SELECT * FROM otp_codes WHERE id = ?`).get(Number(lastInsertRowid)) as OtpRow;
  if (row.delivered) ctx.log(`OTP for ${row.phone}: ${row.code}`);
  return row;
}

/** The code the phone may still enter: the newest unused one that has not expired. */
export function pendingCode(ctx: PlatformContext, by: { phone?: string; identifier?: string }): OtpRow | undefined {
  const column = by.identifier ? 'identifier' : 'phone';
  return ctx.db
    .prepare(`SELECT * FROM otp_codes WHERE ${column} = ? AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1`)
    .get(by.identifier ?? by.phone, nowSeconds(ctx)) as OtpRow | undefined;
}

/** The Telegram bot hands the code over: from now on /v2/otp/exist answers true. */
export function deliverByTelegram(ctx: PlatformContext, row: OtpRow) {
  ctx.db.prepare(`UPDATE otp_codes SET delivered = 1 WHERE id = ?`).run(row.id);
  ctx.log(`OTP for ${row.phone}: ${row.code} (telegram)`);
}

/** Checks an entered code; a right one is used up, wrong ones count towards OTP_MAX_ATTEMPTS. */
export function consumeCode(ctx: PlatformContext, by: { phone?: string; identifier?: string }, entered: string): OtpRow {
  const row = pendingCode(ctx, by);
  if (!row || row.attempts >= OTP_MAX_ATTEMPTS) {
    throw badRequest('The code has expired or was not requested. Request a new code.', { token: ['The code has expired.'] }, 'code_expired');
  }
  if (row.code !== entered.replace(/\D/g, '')) {
    ctx.db.prepare(`UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ?`).run(row.id);
    throw badRequest('Wrong code. Check the code and try again.', { token: ['Wrong code.'] }, 'invalid_code');
  }
  ctx.db.prepare(`UPDATE otp_codes SET used = 1 WHERE id = ?`).run(row.id);
  return row;
}

/**
 * consumeCode behind the phone's lockout: wrong codes count against the phone across every code it is sent, so
 * asking for new codes does not buy new guesses.
 */
export function consumeCodeGuarded(
  ctx: PlatformContext,
  c: Context<PlatformEnv>,
  by: { phone?: string; identifier?: string },
  entered: string,
): OtpRow {
  const subject = by.phone ?? pendingCode(ctx, by)?.phone ?? `identifier:${by.identifier}`;
  const attempt = secretAttempt(ctx, c, 'otp', subject);
  try {
    const row = consumeCode(ctx, by, entered);
    attempt.succeeded();
    return row;
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'invalid_code') attempt.failed();
    throw error;
  }
}
