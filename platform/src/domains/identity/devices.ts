import type { PlatformContext } from '../../core/context';
import { isoTime, parseJson } from '../../core/database';
import { badRequest, notFound } from '../../core/errors';
import { PARENTAL_FLAGS, SETTINGS_MAX_BYTES } from './constants';

export interface DeviceRow {
  id: string;
  user_id: number;
  serial: string;
  device_type: string;
  vendor: string;
  model: string;
  version: string;
  os_name: string;
  os_version: string;
  application_type: string;
  settings: string;
  parental_settings: string;
  notification: string;
  login_at: number | null;
  created_at: number;
}

export const DEVICE_TEXT_FIELDS = ['device_type', 'vendor', 'model', 'version', 'os_name', 'os_version', 'application_type'] as const;

export function deviceJson(row: DeviceRow, currentDeviceId: string | null) {
  return {
    id: row.id,
    serial: row.serial,
    device_type: row.device_type,
    vendor: row.vendor,
    model: row.model,
    version: row.version,
    os_name: row.os_name,
    os_version: row.os_version,
    application_type: row.application_type,
    settings: parseJson<Record<string, unknown>>(row.settings, {}),
    parental_settings: parseJson<Record<string, unknown>>(row.parental_settings, {}),
    notification: parseJson<Record<string, unknown>>(row.notification, {}),
    login_at: row.login_at ? isoTime(row.login_at) : null,
    created_at: isoTime(row.created_at),
    is_current: row.id === currentDeviceId,
  };
}

export function requireDevice(ctx: PlatformContext, userId: number, deviceId: string): DeviceRow {
  const row = ctx.db.prepare(`SELECT * FROM devices WHERE id = ? AND user_id = ?`).get(deviceId, userId) as DeviceRow | undefined;
  if (!row) throw notFound(`Device ${deviceId} does not exist.`);
  return row;
}

function plainObject(value: unknown, key: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(`${key} must be an object.`, { [key]: ['Must be an object.'] });
  return value as Record<string, unknown>;
}

/** Section 5: "Parental duration stored as a number; other parental keys as booleans." */
export function validParentalSettings(value: unknown): Record<string, boolean | number> {
  const input = plainObject(value, 'parental_settings');
  const result: Record<string, boolean | number> = {};
  for (const [key, raw] of Object.entries(input)) {
    if (key === 'duration') {
      const duration = Number(raw);
      if (!Number.isFinite(duration) || duration < 0) throw badRequest('duration must be a number of minutes.', { duration: ['Must be a number of minutes.'] });
      result.duration = duration;
    } else if ((PARENTAL_FLAGS as readonly string[]).includes(key)) {
      if (typeof raw !== 'boolean') throw badRequest(`${key} must be true or false.`, { [key]: ['Must be a boolean.'] });
      result[key] = raw;
    } else {
      throw badRequest(`Unknown parental setting ${key}.`, { [key]: [`One of ${PARENTAL_FLAGS.join(', ')}, duration.`] });
    }
  }
  return result;
}

export function mergedJson(stored: string, value: unknown, key: string): string {
  const merged = JSON.stringify({ ...parseJson<Record<string, unknown>>(stored, {}), ...plainObject(value, key) });
  if (Buffer.byteLength(merged) > SETTINGS_MAX_BYTES) {
    throw badRequest(`${key} take at most ${SETTINGS_MAX_BYTES} bytes.`, { [key]: ['Too large.'] }, 'too_long');
  }
  return merged;
}
