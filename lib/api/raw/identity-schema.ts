import { z } from 'zod';
import { anyId, orElse } from './schema-kit';

/**
 * Answer schemas of the identity raw types (lib/api/raw/identity.ts), accepting the operator's shapes
 * (../shared/operator-wire-format.md section A) and the older platform's.
 */

/** RawTokenGrant: the token is all a grant must have; expiry, device and profile are read when present. */
export const tokenGrantSchema = z.looseObject({
  access_token: z.string().min(1),
  expired: orElse('expired', z.union([z.string(), z.number()]), null),
  expires_at: orElse('expires_at', z.number(), null),
  device: orElse('device', z.union([anyId, z.looseObject({ id: anyId.nullish() })]), null),
  device_id: orElse('device_id', anyId, null),
  was_guest: orElse('was_guest', z.boolean(), null),
});

/** RawDevice: an id (a uuid on the operator) is what every device call needs; the rest shows as blank when absent. */
export const deviceSchema = z.looseObject({
  id: anyId,
  serial: orElse('serial', z.string(), ''),
  device_type: orElse('device_type', z.string(), ''),
  vendor: orElse('vendor', z.string(), ''),
  model: orElse('model', z.string(), ''),
  version: orElse('version', z.string(), ''),
  os_name: orElse('os_name', z.string(), ''),
  os_version: orElse('os_version', z.string(), ''),
  application_type: orElse('application_type', z.string(), ''),
  settings: orElse('settings', z.record(z.string(), z.unknown()), {}),
  parental_settings: orElse('parental_settings', z.record(z.string(), z.union([z.boolean(), z.number()])), {}),
  notification: orElse('notification', z.looseObject({}), {}),
  login_at: orElse('login_at', z.string(), null),
  created_at: orElse('created_at', z.string(), ''),
  is_current: orElse('is_current', z.boolean(), false),
});
