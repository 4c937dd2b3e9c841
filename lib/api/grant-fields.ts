/**
 * The parts of a token grant a session keeps, read from whichever shape the API sends: enveloped (`{data: grant}`)
 * or bare, the expiry as `expires_at` (unix seconds) or `expired` (an ISO date-time or unix seconds, nullable), the
 * device as `device_id` or `device` (an id or a device object). ../../operator-wire-format.md section A, "Token".
 */
export type DeviceKey = string | number;

export interface GrantFields {
  accessToken: string;
  /** When the token lapses (ms); null when the answer does not say. */
  expiresAtMs: number | null;
  deviceId: DeviceKey | null;
}

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Seconds, numeric text or an ISO date-time, as ms; null for anything else (absent, 0, unreadable). */
export function instantMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value * 1000 : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return instantMs(Number(value));
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

export function deviceKeyOf(value: unknown): DeviceKey | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string') return /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null;
  return isObject(value) ? deviceKeyOf(value.id) : null;
}

/** The grant in an answer, or null when the answer holds no token. */
export function readGrantFields(answer: unknown): GrantFields | null {
  const grant = isObject(answer) && isObject(answer.data) ? answer.data : answer;
  if (!isObject(grant) || typeof grant.access_token !== 'string' || !grant.access_token) return null;
  return {
    accessToken: grant.access_token,
    expiresAtMs: instantMs(grant.expires_at) ?? instantMs(grant.expired),
    deviceId: deviceKeyOf(grant.device_id) ?? deviceKeyOf(grant.device),
  };
}
