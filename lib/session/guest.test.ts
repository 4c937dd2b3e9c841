import { apiClientFor, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { getDevices } from '../api/devices';
import { getCurrentUser } from '../api/users';
import { createGuestSession, describeBrowserDevice } from './guest';

describe('createGuestSession against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('makes a guest with a generated login, registers this browser and answers its device-bound token', async () => {
    const device = describeBrowserDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', 'web-guest-1');
    const grant = await createGuestSession(
      apiClientFor(platform),
      (login) => apiClientFor(platform, login.accessToken),
      device,
    );
    expect(grant.deviceId).not.toBeNull();
    expect(grant.expiresAtMs).toBeGreaterThan(platform.clock.now);
    const guestApi = apiClientFor(platform, grant.accessToken);
    expect(await getCurrentUser(guestApi)).toMatchObject({
      isGuest: true,
      username: expect.stringMatching(/^guest-[0-9a-f]{16}$/),
    });
    expect(await getDevices(guestApi)).toEqual([
      expect.objectContaining({
        id: grant.deviceId,
        serial: 'web-guest-1',
        deviceType: 'pc',
        vendor: 'Chrome',
        osName: 'linux',
        isCurrent: true,
      }),
    ]);
  });
});
