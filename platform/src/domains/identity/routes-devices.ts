import { randomUUID } from 'node:crypto';
import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, forbidden } from '../../core/errors';
import { noContent, ok, readBody } from '../../core/respond';
import { requireMember, requireSession } from '../../core/session';
import { DEVICE_TYPES, NAME_MAX_LENGTH } from './constants';
import { DEVICE_TEXT_FIELDS, deviceJson, mergedJson, requireDevice, validParentalSettings, type DeviceRow } from './devices';
import { parseJson } from '../../core/database';
import { isChildSession, requireParentalAuthority } from './parental-guard';
import { checkLength, optionalString, readBoolean, requiredDeviceId, requiredString } from './request';
import { nowSeconds } from './tokens';
import { getUser } from './users';

function deviceFields(body: Record<string, unknown>): Partial<Record<(typeof DEVICE_TEXT_FIELDS)[number], string>> {
  const fields: Partial<Record<(typeof DEVICE_TEXT_FIELDS)[number], string>> = {};
  for (const key of DEVICE_TEXT_FIELDS) {
    const value = optionalString(body, key);
    if (value !== undefined) fields[key] = checkLength(key, value, NAME_MAX_LENGTH);
  }
  if (fields.device_type !== undefined && !(DEVICE_TYPES as readonly string[]).includes(fields.device_type)) {
    throw badRequest(`device_type must be one of ${DEVICE_TYPES.join(', ')}.`, { device_type: [`One of ${DEVICE_TYPES.join(', ')}.`] });
  }
  return fields;
}

/** Column values of a device PATCH, all validated before anything is written. */
function deviceChanges(row: DeviceRow, body: Record<string, unknown>): Record<string, string> {
  const changes: Record<string, string> = { ...deviceFields(body) };
  if (body.settings !== undefined) changes.settings = mergedJson(row.settings, body.settings, 'settings');
  if (body.parental_settings !== undefined) {
    changes.parental_settings = mergedJson(row.parental_settings, validParentalSettings(body.parental_settings), 'parental_settings');
  }
  if (body.notification !== undefined) changes.notification = mergedJson(row.notification, body.notification, 'notification');
  return changes;
}

/** True when the PATCH turns off a parental flag the device has on. */
function liftsParentalLock(row: DeviceRow, body: Record<string, unknown>): boolean {
  if (body.parental_settings === undefined) return false;
  const next = validParentalSettings(body.parental_settings);
  const stored = parseJson<Record<string, unknown>>(row.parental_settings, {});
  return Object.entries(next).some(([key, value]) => value === false && stored[key] === true);
}

function applyChanges(ctx: PlatformContext, deviceId: string, changes: Record<string, string>) {
  const columns = Object.keys(changes);
  if (!columns.length) return;
  ctx.db.prepare(`UPDATE devices SET ${columns.map((column) => `${column} = @${column}`).join(', ')} WHERE id = @id`).run({ ...changes, id: deviceId });
}

export function deviceRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/users/self/devices', (c) => {
    const session = requireSession(c);
    const rows = ctx.db.prepare(`SELECT * FROM devices WHERE user_id = ? ORDER BY created_at, rowid`).all(session.userId) as DeviceRow[];
    return ok(c, rows.map((row) => deviceJson(row, session.deviceId)));
  });

  /** Registering a known serial again returns that device; a new one beyond device_limit is refused. */
  app.post('/v2/users/self/devices', async (c) => {
    const session = requireSession(c);
    const body = await readBody(c);
    const serial = checkLength('serial', requiredString(body, 'serial'), NAME_MAX_LENGTH);
    const existing = ctx.db.prepare(`SELECT * FROM devices WHERE user_id = ? AND serial = ?`).get(session.userId, serial) as DeviceRow | undefined;
    if (existing) {
      applyChanges(ctx, existing.id, deviceChanges(existing, body));
      return ok(c, deviceJson(requireDevice(ctx, session.userId, existing.id), session.deviceId));
    }
    const limit = getUser(ctx, session.userId).device_limit;
    const count = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM devices WHERE user_id = ?`).get(session.userId) as { n: number }).n;
    if (count >= limit) {
      throw badRequest(`Too many devices: at most ${limit} can be registered. Remove one first.`, undefined, 'device_limit');
    }
    const empty = { settings: '{}', parental_settings: '{}', notification: '{}' } as DeviceRow;
    const changes = deviceChanges(empty, body);
    const deviceId = randomUUID();
    ctx.db
      .prepare(`INSERT INTO devices (id, user_id, serial, created_at) VALUES (?, ?, ?, ?)`)
      .run(deviceId, session.userId, serial, nowSeconds(ctx));
    applyChanges(ctx, deviceId, changes);
    return ok(c, deviceJson(requireDevice(ctx, session.userId, deviceId), session.deviceId));
  });

  app.get('/v2/users/self/devices/:id', (c) => {
    const session = requireSession(c);
    return ok(c, deviceJson(requireDevice(ctx, session.userId, requiredDeviceId(c.req.param('id'), 'id')), session.deviceId));
  });

  app.patch('/v2/users/self/devices/:id', async (c) => {
    const session = requireSession(c);
    const row = requireDevice(ctx, session.userId, requiredDeviceId(c.req.param('id'), 'id'));
    const body = await readBody(c);
    if (liftsParentalLock(row, body) && isChildSession(ctx, session)) requireParentalAuthority(ctx, c, session, body);
    applyChanges(ctx, row.id, deviceChanges(row, body));
    return ok(c, deviceJson(requireDevice(ctx, session.userId, row.id), session.deviceId));
  });

  /**
   * Guests cannot remove devices; the caller's own device goes only on logout (`?logout=1`), which also ends its
   * tokens. Removing any device signs it out everywhere.
   */
  app.delete('/v2/users/self/devices/:id', (c) => {
    const session = requireMember(c, 'Guests cannot remove devices.');
    const row = requireDevice(ctx, session.userId, requiredDeviceId(c.req.param('id'), 'id'));
    if (row.id === session.deviceId && !readBoolean(c.req.query('logout'))) {
      throw forbidden('This is the device you are using now; sign out instead of removing it.', 'current_device');
    }
    ctx.db.transaction(() => {
      ctx.db.prepare(`DELETE FROM tokens WHERE device_id = ?`).run(row.id);
      ctx.db.prepare(`DELETE FROM devices WHERE id = ?`).run(row.id);
    })();
    return noContent(c);
  });
}
