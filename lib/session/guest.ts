import { authorizeDevice, createGuestUser, login } from '../api/auth';
import type { ApiClient } from '../api/client';
import { registerDevice } from '../api/devices';
import type { DeviceRegistration, TokenGrant } from '../api/types/identity';

export interface DeviceDescription {
  serial: string;
  device_type: 'pc' | 'tablet' | 'phone' | 'tv';
  application_type: 'web';
  vendor: string;
  model: string;
  os_name: string;
  os_version?: string;
}

/** The registration POST /v2/users/self/devices takes for this device. */
export function deviceRegistration(device: DeviceDescription): DeviceRegistration {
  return {
    serial: device.serial,
    deviceType: device.device_type,
    vendor: device.vendor,
    model: device.model,
    osName: device.os_name,
    osVersion: device.os_version,
    applicationType: device.application_type,
  };
}

function randomToken(bytes: number): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/**
 * Guest creation in the spec's order (core-session-account.md section 4): a fake user with a generated
 * username and password, login, a device, and its authorization. `authorized` gives the client to use
 * once a token exists (the server passes the token along; the browser's cookie already carries it, and its
 * gateway keeps the token out of the answers, so there `accessToken` is empty).
 */
export async function createGuestSession(
  api: ApiClient,
  authorized: (grant: TokenGrant) => ApiClient,
  device: DeviceDescription,
): Promise<TokenGrant> {
  const username = `guest-${randomToken(8)}`;
  const password = randomToken(16);
  await createGuestUser(api, { username, password });
  const userApi = authorized(await login(api, { login: username, password }));
  const created = await registerDevice(userApi, deviceRegistration(device));
  return authorizeDevice(userApi, created.id);
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
