import { isEnvelope } from './client';
import { grantDeviceId, grantExpirySeconds, isTokenGrant } from './token-grant';
import type { DeviceId } from './types/identity';

/**
 * The parts of a token grant a session keeps, read from whichever shape the API sends (lib/api/token-grant.ts):
 * enveloped or bare, the expiry as `expired` (ISO or seconds) or `expires_at`, the device as an id or an object.
 */
export interface GrantFields {
  accessToken: string;
  /** When the token lapses (ms); null when the answer does not say. */
  expiresAtMs: number | null;
  deviceId: DeviceId | null;
}

/** The grant in an answer, or null when the answer holds no token. */
export function readGrantFields(answer: unknown): GrantFields | null {
  const grant = isEnvelope(answer) ? answer.data : answer;
  if (!isTokenGrant(grant) || !grant.access_token) return null;
  const expiresAt = grantExpirySeconds(grant);
  return { accessToken: grant.access_token, expiresAtMs: expiresAt === null ? null : expiresAt * 1000, deviceId: grantDeviceId(grant) };
}
