import { getBalance } from '@/lib/api/billing';
import type { ApiClient } from '@/lib/api/client';
import { getDevice } from '@/lib/api/devices';
import { getNetworkInfo } from '@/lib/api/platform';
import type { Device, DeviceId } from '@/lib/api/types/identity';
import { isMissingDevice } from '@/lib/parental/browser-gate';

/**
 * The current device of the info page. A 404 means this browser's device is gone: the session restarts once
 * (core-session-account.md section 8, "404 on device settings") and the page shows no device meanwhile.
 * Other failures only leave the line empty; the rest of the page still shows.
 */
export async function loadSessionDevice(api: ApiClient, deviceId: DeviceId | null): Promise<Device | null> {
  if (deviceId === null) return null;
  try {
    return await getDevice(api, deviceId);
  } catch (error) {
    isMissingDevice(error);
    return null;
  }
}

export async function loadInfo(api: ApiClient, deviceId: DeviceId | null) {
  const [network, account, device] = await Promise.all([
    getNetworkInfo(api),
    getBalance(api).catch(() => null),
    loadSessionDevice(api, deviceId),
  ]);
  return { network, account, device };
}
