import { apiClientFor, signIn, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { registerDevice, removeDevice } from '@/lib/api/devices';
import { onMissingDevice } from '@/lib/session/device-missing';
import { loadInfo, loadSessionDevice } from './info-data';

describe('the info page data against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('shows the current device, and a device gone from the platform as missing with the session restarted once', async () => {
    const { token, deviceId } = await signIn(platform);
    const api = apiClientFor(platform, token);
    const info = await loadInfo(api, String(deviceId));
    expect(info.device?.id).toBe(String(deviceId));
    expect(info.network.remoteIp).toBeTruthy();

    const restarts = jest.fn();
    const stop = onMissingDevice(restarts);
    const other = await registerDevice(api, { serial: 'tv-gone' });
    await removeDevice(api, other.id);
    expect(await loadSessionDevice(api, other.id)).toBeNull();
    expect(await loadSessionDevice(api, other.id)).toBeNull();
    expect(restarts).toHaveBeenCalledTimes(1);
    stop();
  });

  it('no device cookie: no device and no restart', async () => {
    const { token } = await signIn(platform);
    const restarts = jest.fn();
    const stop = onMissingDevice(restarts);
    expect(await loadSessionDevice(apiClientFor(platform, token), null)).toBeNull();
    expect(restarts).not.toHaveBeenCalled();
    stop();
  });
});
