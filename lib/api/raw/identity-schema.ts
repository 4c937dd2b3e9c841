import { z } from 'zod';
import { providerSchema } from './platform-schema';
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

const NO_PROVIDER = providerSchema.parse({});

/** RawProfile: an id and a role decide what a profile may watch; a child's role is never guessed. */
const profileSchema = z.looseObject({
  id: anyId,
  name: orElse('profile.name', z.string(), ''),
  icon: orElse('profile.icon', z.string(), null),
  icon_avatar_id: orElse('profile.icon_avatar_id', anyId, null),
  role: z.enum(['adult', 'child']),
});

/**
 * RawUser: an id is what a viewer must have (S6 checks it). The operator's BaseUser has no web settings and may name
 * no provider: those fall back to empty values, a profile that cannot be read to none (the start-up then asks).
 */
export const userSchema = z.looseObject({
  id: anyId,
  username: orElse('username', z.string(), ''),
  phone: orElse('phone', z.string(), null),
  first_name: orElse('first_name', z.string(), ''),
  email: orElse('email', z.string(), null),
  is_guest: orElse('is_guest', z.boolean(), false),
  date_joined: orElse('date_joined', z.string(), ''),
  timezone: orElse('timezone', z.string(), ''),
  device_limit: orElse('device_limit', z.number(), 0),
  provider_uid: orElse('provider_uid', z.string(), null),
  refer_id: orElse('refer_id', z.string(), null),
  parental_status: orElse('parental_status', z.enum(['notset', 'set', 'ignore']), 'notset'),
  parental_dialogue: orElse(
    'parental_dialogue',
    z.looseObject({
      icon: orElse('parental_dialogue.icon', z.string(), ''),
      title: orElse('parental_dialogue.title', z.string(), ''),
      message: orElse('parental_dialogue.message', z.string(), ''),
      buttons: orElse('parental_dialogue.buttons', z.array(z.looseObject({ label: z.string(), action: z.string(), is_primary: orElse('is_primary', z.boolean(), false) })), []),
    }),
    null,
  ),
  birth_year: orElse('birth_year', z.number(), null),
  settings: orElse('settings', z.record(z.string(), z.unknown()), {}),
  provider: orElse('provider', providerSchema, NO_PROVIDER),
  profile: orElse('profile', profileSchema, null),
});
