import 'server-only';
import { randomBytes } from 'node:crypto';
import { createApiClient } from '../api/client';
import { platformApiUrl } from '../server-env';
import { TOKEN_EXPIRY_FALLBACK_MS } from './cookies';

interface TokenGrant {
  access_token: string;
  expires_at?: number;
}

interface GuestToken {
  token: string;
  expiresAtMs: number;
}

/** Renew a little before expiry so a render never starts with a token about to lapse. */
const RENEW_MARGIN_MS = 60_000;

let current: GuestToken | null = null;
let pending: Promise<GuestToken> | null = null;

/**
 * Guest creation as the spec orders it (core-session-account.md section 4 "Guest creation"):
 * a fake user with a generated name and password, login, a device, and its authorization.
 */
async function createServerGuest(): Promise<GuestToken> {
  const api = createApiClient({ baseUrl: platformApiUrl() });
  const username = `server-guest-${randomBytes(6).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  await api.post('/v2/users', { username, password, is_guest: true });
  const login = await api.post<TokenGrant>('/v2/auth/login', { login: username, password });
  const userApi = createApiClient({ baseUrl: platformApiUrl(), accessToken: login.access_token });
  const device = await userApi.post<{ id: number }>('/v2/users/self/devices', {
    serial: `server-${username}`,
    device_type: 'pc',
    application_type: 'web',
    vendor: 'server',
    model: 'renderer',
    os_name: 'linux',
  });
  const grant = await userApi.post<TokenGrant>('/v2/auth/device', { device_id: device.id });
  const expiresAtMs = grant.expires_at ? grant.expires_at * 1000 : Date.now() + TOKEN_EXPIRY_FALLBACK_MS;
  return { token: grant.access_token, expiresAtMs };
}

export async function getServerGuestToken(): Promise<string> {
  if (current && current.expiresAtMs - RENEW_MARGIN_MS > Date.now()) return current.token;
  pending ??= createServerGuest().finally(() => {
    pending = null;
  });
  current = await pending;
  return current.token;
}

/** Called on 401 so the next render creates a fresh guest instead of failing forever. */
export function invalidateServerGuestToken() {
  current = null;
}
