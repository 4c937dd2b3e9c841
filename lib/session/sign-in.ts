import { authorizeDevice } from '../api/auth';
import type { ApiClient } from '../api/client';
import { getDevices, registerDevice, removeDevice } from '../api/devices';
import { ApiError } from '../api/errors';
import type { Device, TokenGrant } from '../api/types/identity';
import { logSessionEvent } from './analytics';
import { deviceRegistration, type DeviceDescription } from './guest';

export interface CompleteSignInInput {
  /** The client of the signed-in (user-level) token. */
  api: ApiClient;
  device: DeviceDescription;
  /** The account was created in this flow (invalid_phone registration): sign_up instead of sign_in. */
  registered: boolean;
  /** Moves to the device-bound token once the device is authorized (the browser's cookie already does). */
  authorized?: (grant: TokenGrant) => ApiClient;
}

/** core-session-account.md section 8: a 400 on device registration means too many devices. */
function isDeviceLimit(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && (error.code === 'device_limit' || error.code === null);
}

async function registerWithRoom(api: ApiClient, device: DeviceDescription): Promise<{ registered: Device; removed: Device | null }> {
  const registration = deviceRegistration(device);
  try {
    return { registered: await registerDevice(api, registration), removed: null };
  } catch (error) {
    if (!isDeviceLimit(error)) throw error;
    // The oldest device makes room (the list is oldest first).
    const [oldest] = await getDevices(api);
    if (!oldest) throw error;
    await removeDevice(api, oldest.id);
    return { registered: await registerDevice(api, registration), removed: oldest };
  }
}

export interface SignInResult {
  grant: TokenGrant;
  /** The account's oldest device, signed out to make room for this one (the device limit was reached). */
  removedDevice: Device | null;
}

/**
 * After a login or a one-time code (core-session-account.md section 4 "Login by code"): register this device
 * (making room when the limit is reached), authorize it, and log sign_in or sign_up. Returns the device grant, and
 * the device that made room, which the viewer is told about.
 */
export async function completeSignIn({ api, device, registered, authorized }: CompleteSignInInput): Promise<SignInResult> {
  const room = await registerWithRoom(api, device);
  const grant = await authorizeDevice(api, room.registered.id);
  const deviceApi = authorized ? authorized(grant) : api;
  deviceApi.clearCache();
  await logSessionEvent(deviceApi, registered ? 'sign_up' : 'sign_in', { device_id: room.registered.id });
  return { grant, removedDevice: room.removed };
}
