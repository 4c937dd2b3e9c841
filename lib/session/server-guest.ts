import 'server-only';
import { randomBytes } from 'node:crypto';
import { createApiClient } from '../api/client';
import { SERVER_API_TIMEOUT_MS, platformApiUrl } from '../server-env';
import { TOKEN_EXPIRY_FALLBACK_MS } from './cookies';
import { createGuestSession } from './guest';

interface GuestToken {
  token: string;
  expiresAtMs: number;
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
  // An answer without expires_at reads as NaN: the fallback applies, as to 0.
  const expiresAtMs = grant.expiresAtMs > 0 ? grant.expiresAtMs : Date.now() + TOKEN_EXPIRY_FALLBACK_MS;
  return { token: grant.accessToken, expiresAtMs };
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
