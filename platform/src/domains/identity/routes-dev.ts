import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { ok } from '../../core/respond';
import { otpLengthOf, requireProvider } from './providers';
import { createCode, deliverByTelegram, pendingCode } from './otp';
import { digitsOf } from './request';
import { findUserByPhone } from './users';

const TABLE_NAME = /^[a-z_]+$/;

function phoneQuery(raw: string | undefined): string {
  const phone = digitsOf(raw ?? '');
  if (!phone) throw badRequest('phone is required.', { phone: ['This field is required.'] }, 'required');
  return phone;
}

/** Test helpers, mounted only when config.devEndpoints: read codes, play the Telegram bot, read tables back. */
export function devRoutes(app: PlatformApp, ctx: PlatformContext) {
  if (!ctx.config.devEndpoints) return;

  app.get('/dev/otp', (c) => {
    const phone = phoneQuery(c.req.query('phone'));
    const row = pendingCode(ctx, { phone });
    if (!row) throw notFound(`No pending code for ${phone}.`);
    return ok(c, { phone, code: row.code, identifier: row.identifier, send_method: row.send_method, delivered: row.delivered === 1, expires_at: row.expires_at });
  });

  /** What the bot does when the user presses start: deliver the pending Telegram code, or a new one. */
  app.post('/dev/telegram/confirm', (c) => {
    const phone = phoneQuery(c.req.query('phone'));
    const user = findUserByPhone(ctx, phone);
    if (!user) throw badRequest(`No user has the phone ${phone}.`, undefined, 'invalid_phone');
    const pending = pendingCode(ctx, { phone });
    const row =
      pending && pending.send_method === 'telegram'
        ? pending
        : createCode(ctx, { phone, providerId: user.provider_id, length: otpLengthOf(requireProvider(ctx, user.provider_id)), sendMethod: 'telegram' });
    deliverByTelegram(ctx, row);
    return ok(c, { phone, identifier: row.identifier, delivered: true });
  });

  /** Read-only table dump for tests: `?where=column:value` (repeatable) filters by equality. */
  app.get('/dev/db/:table', (c) => {
    const table = c.req.param('table');
    const exists = TABLE_NAME.test(table) && ctx.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table);
    if (!exists) throw notFound(`Table ${table} does not exist.`);
    const columns = new Set((ctx.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name));
    const filters = (c.req.queries('where') ?? []).map((entry) => {
      const at = entry.indexOf(':');
      const column = at > 0 ? entry.slice(0, at) : '';
      if (!columns.has(column)) throw badRequest(`Unknown column in where=${entry}.`, { where: [`Use column:value with a column of ${table}.`] });
      return { column, value: entry.slice(at + 1) };
    });
    const where = filters.length ? ` WHERE ${filters.map((filter) => `CAST(${filter.column} AS TEXT) = ?`).join(' AND ')}` : '';
    const rows = ctx.db.prepare(`SELECT * FROM ${table}${where}`).all(...filters.map((filter) => filter.value));
    return ok(c, rows);
  });
}
