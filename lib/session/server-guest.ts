import 'server-only';
import { randomBytes } from 'node:crypto';
import { renewDeviceGrant } from '../api/auth';
import { createApiClient } from '../api/client';
import type { DeviceId } from '../api/types/identity';
import { SERVER_API_TIMEOUT_MS, platformApiUrl } from '../server-env';
import { TOKEN_EXPIRY_FALLBACK_MS } from './cookies';
import { createGuestSession } from './guest';

interface GuestToken {
  token: string;
  /** When to renew: a little before the token lapses (RENEW_MARGIN_MS, at most a quarter of its lifetime). */
  renewAtMs: number;
  /** The guest's device: a lapsed token is re-authorized through it, so the server stays one guest. */
  deviceId: DeviceId | null;
}

/** Renew a little before expiry so a render never starts with a token about to lapse. */
const RENEW_MARGIN_MS = 60_000;

let current: GuestToken | null = null;
let pending: Promise<GuestToken> | null = null;

async function createServerGuest(): Promise<GuestToken> {
  const anonymous = createApiClient({ baseUrl: platformApiUrl(), timeoutMs: SERVER_API_TIMEOUT_MS });
  const grant = await createGuestSession(
    anonymous,
    (login) => createApiClient({ baseUrl: platformApiUrl(), accessToken: login.accessToken, timeoutMs: SERVER_API_TIMEOUT_MS }),
    { serial: `server-${randomBytes(6).toString('hex')}`, device_type: 'pc', application_type: 'web', vendor: 'server', model: 'renderer', os_name: 'linux' },
  );
  if (!grant.accessToken) throw new Error('the platform authorized the server guest device without a token');
  return { token: grant.accessToken, renewAtMs: renewAtOf(grant.expiresAtMs), deviceId: grant.deviceId ?? null };
}

/** An answer without an expiry (NaN, 0, null) gets the spec's fallback lifetime. */
function renewAtOf(expiresAtMs: number | null): number {
  const now = Date.now();
  const expiresAt = expiresAtMs && expiresAtMs > 0 ? expiresAtMs : now + TOKEN_EXPIRY_FALLBACK_MS;
  return expiresAt - Math.min(RENEW_MARGIN_MS, (expiresAt - now) / 4);
}

/** The same guest with a new token (its device re-authorized), else a new guest when the device is gone. */
async function renewServerGuest(lapsed: GuestToken | null): Promise<GuestToken> {
  if (lapsed?.deviceId == null) return createServerGuest();
  const { deviceId } = lapsed;
  const client = (withToken: boolean) =>
    createApiClient({ baseUrl: platformApiUrl(), accessToken: withToken ? lapsed.token : undefined, timeoutMs: SERVER_API_TIMEOUT_MS });
  const grant = await renewDeviceGrant(client, deviceId).catch(() => null);
  if (!grant) return createServerGuest();
  return { token: grant.accessToken, renewAtMs: renewAtOf(grant.expiresAtMs), deviceId: grant.deviceId ?? deviceId };
}

export async function getServerGuestToken(): Promise<string> {
  if (current && current.renewAtMs > Date.now()) return current.token;
  pending ??= renewServerGuest(current).finally(() => {
    pending = null;
  });
  current = await pending;
  return current.token;
}

/** Called on 401 so the next render re-authorizes the guest's device (or creates a guest) instead of failing forever. */
export function invalidateServerGuestToken() {
  if (current) current = { ...current, renewAtMs: 0 };
}
