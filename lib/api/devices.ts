import type { ApiClient } from './client';
import type { RawDevice } from './raw/identity';
import type { Device, DeviceId, DevicePatch, DeviceRegistration, ParentalSettings } from './types/identity';

const DEVICES_PATH = '/v2/users/self/devices';

export function toDevice(raw: RawDevice): Device {
  return {
    id: String(raw.id),
    serial: raw.serial,
    deviceType: raw.device_type,
    vendor: raw.vendor,
    model: raw.model,
    version: raw.version,
    osName: raw.os_name,
    osVersion: raw.os_version,
    applicationType: raw.application_type,
    settings: raw.settings,
    parentalSettings: raw.parental_settings as ParentalSettings,
    notification: raw.notification,
    loginAt: raw.login_at,
    createdAt: raw.created_at,
    isCurrent: raw.is_current,
  };
}

export async function getDevices(api: ApiClient): Promise<Device[]> {
  return (await api.get<RawDevice[]>(DEVICES_PATH, { cacheMs: 0 })).map(toDevice);
}

export async function getDevice(api: ApiClient, id: DeviceId): Promise<Device> {
  return toDevice(await api.get<RawDevice>(`${DEVICES_PATH}/${encodeURIComponent(id)}`, { cacheMs: 0 }));
}

/** A known serial returns the same device; a new one beyond the limit fails with 400 device_limit (section 8). */
export async function registerDevice(api: ApiClient, device: DeviceRegistration): Promise<Device> {
  const raw = await api.post<RawDevice>(DEVICES_PATH, {
    serial: device.serial,
    device_type: device.deviceType,
    vendor: device.vendor,
    model: device.model,
    version: device.version,
    os_name: device.osName,
    os_version: device.osVersion,
    application_type: device.applicationType,
  });
  return toDevice(raw);
}

/** Settings and parental settings merge into the stored ones; the answer is the device (section 7). */
export async function updateDevice(api: ApiClient, id: DeviceId, patch: DevicePatch): Promise<Device> {
  const raw = await api.patch<RawDevice>(`${DEVICES_PATH}/${encodeURIComponent(id)}`, {
    settings: patch.settings,
    parental_settings: patch.parentalSettings,
    notification: patch.notification,
  });
  return toDevice(raw);
}

/**
 * Removes a device (members only). The session's own device is refused (403 current_device) unless `logout`
 * is set, which also ends the session's token.
 */
export async function removeDevice(api: ApiClient, id: DeviceId, options: { logout?: boolean } = {}): Promise<void> {
  await api.delete(`${DEVICES_PATH}/${encodeURIComponent(id)}`, { query: { logout: options.logout ? 1 : undefined } });
}
