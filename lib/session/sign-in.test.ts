import { apiClientFor, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { login } from '../api/auth';
import { getDevices, registerDevice } from '../api/devices';
import type { DeviceDescription } from './guest';
import { completeSignIn } from './sign-in';

const browser = (serial: string): DeviceDescription => ({
  serial,
  device_type: 'pc',
  application_type: 'web',
  vendor: 'Chrome',
  model: 'Chrome',
  os_name: 'linux',
});

describe('completeSignIn against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform({ devEndpoints: true });
  });
  afterEach(() => platform.close());

  async function metricNames(): Promise<string[]> {
    const answer = await platform.call('GET', '/dev/metrics?kind=event');
    return (answer.body.data as { name: string }[]).map((item) => item.name);
  }

  it('registers and authorizes this browser and logs sign_in', async () => {
    const grant = await login(apiClientFor(platform), { login: 'demo', password: 'demo123' });
    const api = apiClientFor(platform, grant.accessToken);
    const { grant: device, removedDevice } = await completeSignIn({ api, device: browser('web-1'), registered: false, authorized: (next) => apiClientFor(platform, next.accessToken) });
    expect(device.deviceId).not.toBeNull();
    expect(removedDevice).toBeNull();
    const listed = await getDevices(apiClientFor(platform, device.accessToken));
    expect(listed.find((item) => item.isCurrent)?.serial).toBe('web-1');
    expect(await metricNames()).toContain('sign_in');
  });

  it('removes the oldest device when the account is at its device limit, and logs sign_up for new accounts', async () => {
    const grant = await login(apiClientFor(platform), { login: 'demo', password: 'demo123' });
    const api = apiClientFor(platform, grant.accessToken);
    const existing = await getDevices(api);
    for (let index = existing.length; index < 5; index += 1) await registerDevice(api, { serial: `tv-${index}` });
    const before = await getDevices(api);
    expect(before).toHaveLength(5);
    const { removedDevice } = await completeSignIn({ api, device: browser('web-new'), registered: true, authorized: (next) => apiClientFor(platform, next.accessToken) });
    // The viewer is told which device was signed out.
    expect(removedDevice?.id).toBe(before[0].id);
    const after = await getDevices(api);
    expect(after).toHaveLength(5);
    expect(after.map((item) => item.id)).not.toContain(before[0].id);
    expect(after.map((item) => item.serial)).toContain('web-new');
    expect(await metricNames()).toContain('sign_up');
  });
});
