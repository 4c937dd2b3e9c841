import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { readMemberState, restoreMemberState, type MemberState } from '../../core/member-state';
import { devOk, readBody } from '../../core/respond';
import { ALMA_PROVIDER_ID, phoneRuleFor, requireProvider } from './providers';
import { createCode, deliverByTelegram, pendingCode } from './otp';
import { digitsOf, optionalString } from './request';
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
    return devOk(c, { phone, code: row.code, identifier: row.identifier, send_method: row.send_method, delivered: row.delivered === 1, expires_at: row.expires_at });
  });

  /** What the bot does when the user presses start: deliver the pending Telegram code, or a new one. */
  app.post('/dev/telegram/confirm', (c) => {
    const phone = phoneQuery(c.req.query('phone'));
    // A registered phone (no account until its code is confirmed) gets its code from the bot too.
    const providerId =
      findUserByPhone(ctx, phone)?.provider_id ??
      (ctx.db.prepare(`SELECT provider_id FROM phone_registrations WHERE phone = ?`).get(phone) as { provider_id: number } | undefined)?.provider_id;
    if (!providerId) throw badRequest(`No user has the phone ${phone}.`, undefined, 'invalid_phone');
    const pending = pendingCode(ctx, { phone });
    const row =
      pending && pending.send_method === 'telegram'
        ? pending
        : createCode(ctx, { phone, providerId, length: phoneRuleFor(requireProvider(ctx, providerId), phone).otpLength, sendMethod: 'telegram' });
    deliverByTelegram(ctx, row);
    return devOk(c, { phone, identifier: row.identifier, delivered: true });
  });

  /**
   * A regional subscriber made for one test (status and addresses), so a test never depends on what an earlier
   * run did to a seeded one: `{phone, status?: 0|-1|-2, addresses?: string[]}`.
   */
  app.post('/dev/mw/subscribers', async (c) => {
    const body = await readBody(c);
    const phone = phoneQuery(optionalString(body, 'phone'));
    const status = body.status === undefined ? 0 : Number(body.status);
    if (![0, -1, -2].includes(status)) throw badRequest('status must be 0, -1 or -2.', { status: ['0, -1 or -2.'] });
    // What a status -1 subscriber owes and holds (whole currency units).
    const [amount, balance] = [body.amount, body.balance].map((value) => (value === undefined ? 0 : Number(value)));
    if (![amount, balance].every((value) => Number.isInteger(value) && value >= 0)) {
      throw badRequest('amount and balance must be whole numbers of 0 or more.', { amount: ['A whole number of 0 or more.'] });
    }
    const addresses = body.addresses === undefined ? [] : body.addresses;
    if (!Array.isArray(addresses) || !addresses.every((address) => typeof address === 'string' && address.trim())) {
      throw badRequest('addresses must be a list of non-empty texts.', { addresses: ['A list of non-empty texts.'] });
    }
    if (ctx.db.prepare(`SELECT 1 FROM mw_subscribers WHERE phone = ?`).get(phone)) {
      throw badRequest(`The subscriber ${phone} exists.`, { phone: ['Already a subscriber.'] }, 'exists');
    }
    const created = ctx.db.transaction(() => {
      ctx.db.prepare(`INSERT INTO mw_subscribers (phone, status, amount, balance) VALUES (?, ?, ?, ?)`).run(phone, status, amount, balance);
      const insert = ctx.db.prepare(`INSERT INTO mw_addresses (phone, address, provider_id) VALUES (?, ?, ?)`);
      return (addresses as string[]).map((address) => ({ address_id: Number(insert.run(phone, address, ALMA_PROVIDER_ID).lastInsertRowid), address }));
    })();
    return devOk(c, { phone, status, addresses: created }, 201);
  });

  /**
   * Everything the platform keeps about one member (core/member-state.ts), and the way back to it: the e2e suite
   * reads the seeded members once per worker and puts them back after any test that changed them.
   */
  app.get('/dev/members/:id/state', (c) => {
    const state = readMemberState(ctx.db, Number(c.req.param('id')));
    if (!state) throw notFound(`User ${c.req.param('id')} does not exist.`);
    return devOk(c, state);
  });
  app.put('/dev/members/:id/state', async (c) => {
    const userId = Number(c.req.param('id'));
    const body = (await readBody(c)) as Partial<MemberState>;
    if (!body.user || typeof body.user !== 'object' || !body.slices || typeof body.slices !== 'object' || body.user.id !== userId) {
      throw badRequest('A state read from GET /dev/members/:id/state is required.', { state: ['Send {user, slices} of this member.'] });
    }
    if (!readMemberState(ctx.db, userId)) throw notFound(`User ${c.req.param('id')} does not exist.`);
    restoreMemberState(ctx.db, userId, body as MemberState);
    return devOk(c, readMemberState(ctx.db, userId));
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
    return devOk(c, rows);
  });
}
