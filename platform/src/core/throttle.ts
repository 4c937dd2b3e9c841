import type { Context } from 'hono';
import type { PlatformContext, PlatformEnv } from './context';
import { ApiError } from './errors';

/**
 * Brute-force limits the platform applies as an operator's server would: rates of code requests (per phone and
 * per client address) and lockouts with back-off after wrong secrets (one-time code, password, parental PIN, old
 * PIN, SMS payment code, promo code). Every refusal is a 429 with Retry-After; the client shows "try again in N
 * min" from it. State lives in the database, so a restart does not reset a lockout.
 */
export const THROTTLE_SCHEMA = `
CREATE TABLE IF NOT EXISTS throttle_events (
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS throttle_events_subject ON throttle_events(scope, subject, at);
CREATE TABLE IF NOT EXISTS throttle_lockouts (
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  last_failure_at INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, subject)
);
`;

export interface RateWindow {
  limit: number;
  windowSeconds: number;
}

/** Codes sent to one phone (or address being confirmed): the client's resend timer is 60 s, so 5 in 15 min covers every honest resend. */
export const CODE_REQUESTS_PER_SUBJECT: RateWindow = { limit: 5, windowSeconds: 15 * 60 };
/**
 * Codes sent from one client address to any phone. Sized for a crowd behind one NAT (a campus, a carrier's
 * gateway) and for the end-to-end suite, which signs in well over a hundred distinct users from 127.0.0.1 in a
 * run; a sweep over phone numbers still stops within minutes.
 */
export const CODE_REQUESTS_PER_IP: RateWindow = { limit: 300, windowSeconds: 15 * 60 };
/** Wrong secrets from one client address, whatever the account: stops spraying one guess over many accounts. */
export const FAILURES_PER_IP: RateWindow = { limit: 100, windowSeconds: 15 * 60 };
/** Wrong entries of one secret of one subject before it locks; the 6th try is refused. */
export const MAX_FAILURES = 5;
/** The first lockout; each further wrong entry after a lockout doubles it, up to MAX_LOCKOUT_SECONDS. */
export const FIRST_LOCKOUT_SECONDS = 60;
export const MAX_LOCKOUT_SECONDS = 60 * 60;
/** Wrong entries are forgotten after a day without one. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

export type SecretScope = 'otp' | 'password' | 'pin' | 'old_pin' | 'sms_code' | 'promo';

/** 429 with Retry-After (seconds): the app's error hook copies it into the header. */
export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfterSeconds: number, message: string, errorCode: string) {
    super(429, message, errorCode);
  }
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function tooManyAttempts(seconds: number) {
  return new TooManyAttempts(seconds, `Too many wrong attempts. Try again in ${minutes(seconds)} min.`, 'too_many_attempts');
}

function tooManyRequests(seconds: number) {
  return new TooManyAttempts(seconds, `Too many requests. Try again in ${minutes(seconds)} min.`, 'too_many_requests');
}

const nowSeconds = (ctx: PlatformContext) => Math.floor(ctx.now() / 1000);

/** Seconds until the window has room again, or 0 when it has room now. */
function windowWait(ctx: PlatformContext, scope: string, subject: string, window: RateWindow): number {
  const now = nowSeconds(ctx);
  const since = now - window.windowSeconds;
  ctx.db.prepare(`DELETE FROM throttle_events WHERE scope = ? AND subject = ? AND at <= ?`).run(scope, subject, since);
  const rows = ctx.db
    .prepare(`SELECT at FROM throttle_events WHERE scope = ? AND subject = ? ORDER BY at DESC LIMIT ?`)
    .all(scope, subject, window.limit) as { at: number }[];
  if (rows.length < window.limit) return 0;
  return Math.max(1, rows[rows.length - 1].at + window.windowSeconds - now);
}

function recordEvent(ctx: PlatformContext, scope: string, subject: string) {
  ctx.db.prepare(`INSERT INTO throttle_events (scope, subject, at) VALUES (?, ?, ?)`).run(scope, subject, nowSeconds(ctx));
}

/**
 * A code is about to be sent to `subject` (a phone, an e-mail address): refuses with 429 when the subject or the
 * client's address has had its share, else counts the request.
 */
export function countCodeRequest(ctx: PlatformContext, c: Context<PlatformEnv>, subject: string) {
  const ip = c.get('clientIp');
  const wait = Math.max(
    windowWait(ctx, 'code_request', subject, CODE_REQUESTS_PER_SUBJECT),
    windowWait(ctx, 'code_request_ip', ip, CODE_REQUESTS_PER_IP),
  );
  if (wait > 0) throw tooManyRequests(wait);
  recordEvent(ctx, 'code_request', subject);
  recordEvent(ctx, 'code_request_ip', ip);
}

interface LockoutRow {
  failures: number;
  last_failure_at: number;
  locked_until: number;
}

function lockoutOf(ctx: PlatformContext, scope: SecretScope, subject: string): LockoutRow | undefined {
  const row = ctx.db
    .prepare(`SELECT failures, last_failure_at, locked_until FROM throttle_lockouts WHERE scope = ? AND subject = ?`)
    .get(scope, subject) as LockoutRow | undefined;
  if (row && row.last_failure_at + FAILURE_MEMORY_SECONDS <= nowSeconds(ctx)) return undefined;
  return row;
}

/** Lockout length after `failures` wrong entries: none below MAX_FAILURES, then 1, 2, 4 ... minutes. */
export function lockoutSeconds(failures: number): number {
  if (failures < MAX_FAILURES) return 0;
  return Math.min(MAX_LOCKOUT_SECONDS, FIRST_LOCKOUT_SECONDS * 2 ** (failures - MAX_FAILURES));
}

export interface SecretAttempt {
  /** A wrong secret: counts towards the subject's lockout and the address's window. */
  failed(): void;
  /** The right secret: the subject's count starts over. */
  succeeded(): void;
}

/**
 * Opens one try of a secret of `subject` (a user id, a phone, a login): refuses with 429 while the subject is
 * locked out or the client's address has sprayed too many wrong secrets; the caller reports the outcome.
 */
export function secretAttempt(ctx: PlatformContext, c: Context<PlatformEnv>, scope: SecretScope, subject: string): SecretAttempt {
  const now = nowSeconds(ctx);
  const ip = c.get('clientIp');
  const row = lockoutOf(ctx, scope, subject);
  if (row && row.locked_until > now) throw tooManyAttempts(row.locked_until - now);
  const ipWait = windowWait(ctx, 'failure_ip', ip, FAILURES_PER_IP);
  if (ipWait > 0) throw tooManyAttempts(ipWait);
  return {
    failed() {
      const failures = (row?.failures ?? 0) + 1;
      const lock = lockoutSeconds(failures);
      ctx.db
        .prepare(
          `INSERT INTO throttle_lockouts (scope, subject, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (scope, subject) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
           locked_until = excluded.locked_until`,
        )
        .run(scope, subject, failures, now, lock ? now + lock : 0);
      recordEvent(ctx, 'failure_ip', ip);
    },
    succeeded() {
      ctx.db.prepare(`DELETE FROM throttle_lockouts WHERE scope = ? AND subject = ?`).run(scope, subject);
    },
  };
}
