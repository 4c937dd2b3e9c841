import type { ApiClient } from '../api/client';

export interface TokenGrant {
  /** Present on the server; the browser's gateway moves it into the httpOnly cookie and drops it. */
  access_token?: string;
  expires_at?: number;
  user_id?: number;
  device_id?: number | null;
}

export interface DeviceDescription {
  serial: string;
  device_type: 'pc' | 'tablet' | 'phone' | 'tv';
  application_type: 'web';
  vendor: string;
  model: string;
  os_name: string;
  os_version?: string;
}

function randomToken(bytes: number): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/**
 * Guest creation in the spec's order (core-session-account.md section 4): a fake user with a generated
 * username and password, login, a device, and its authorization. `authorized` gives the client to use
 * once a token exists (the server passes the token along; the browser's cookie already carries it).
 */
export async function createGuestSession(
  api: ApiClient,
  authorized: (grant: TokenGrant) => ApiClient,
  device: DeviceDescription,
): Promise<TokenGrant> {
  const username = `guest-${randomToken(8)}`;
  const password = randomToken(16);
  await api.post('/v2/users', { username, password, is_guest: true });
  const login = await api.post<TokenGrant>('/v2/auth/login', { login: username, password });
  const userApi = authorized(login);
  const created = await userApi.post<{ id: number }>('/v2/users/self/devices', device);
  return userApi.post<TokenGrant>('/v2/auth/device', { device_id: created.id });
}

/** What this browser is, for the device list ("web" on a pc, tablet or phone). */
export function describeBrowserDevice(userAgent: string, serial: string): DeviceDescription {
  const isTablet = /iPad|Tablet/i.test(userAgent);
  const isPhone = !isTablet && /Mobile|iPhone|Android/i.test(userAgent);
  const os = /Windows/i.test(userAgent)
    ? 'windows'
    : /Mac OS X/i.test(userAgent) && !/iPhone|iPad/i.test(userAgent)
      ? 'macos'
      : /iPhone|iPad|iPod/i.test(userAgent)
        ? 'ios'
        : /Android/i.test(userAgent)
          ? 'android'
          : 'linux';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  return {
    serial,
    device_type: isTablet ? 'tablet' : isPhone ? 'phone' : 'pc',
    application_type: 'web',
    vendor: browser,
    model: browser,
    os_name: os,
  };
}
