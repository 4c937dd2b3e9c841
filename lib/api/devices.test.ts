import { apiClientFor, signIn, signInGuest, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { getDevice, getDevices, registerDevice, removeDevice, updateDevice } from './devices';
import { ApiError } from './errors';

describe('lib/api devices against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('lists, registers and updates devices in app shape', async () => {
    const signedIn = await signIn(platform);
    const { token } = signedIn;
    // The platform's ids are numbers before its conversion, uuids after; the app keeps them as strings.
    const deviceId = String(signedIn.deviceId);
    const api = apiClientFor(platform, token);
    const tv = await registerDevice(api, { serial: 'tv-9', deviceType: 'tv', vendor: 'samsung', osName: 'tizen' });
    expect(tv).toMatchObject({ serial: 'tv-9', deviceType: 'tv', vendor: 'samsung', osName: 'tizen', isCurrent: false });
    const devices = await getDevices(api);
    expect(devices.map((device) => [device.id, device.isCurrent])).toEqual([[deviceId, true], [tv.id, false]]);
    const updated = await updateDevice(api, deviceId, { parentalSettings: { vod: true, duration: 60 }, settings: { parentalChannels: 30 } });
    expect(updated.parentalSettings).toEqual({ vod: true, duration: 60 });
    expect((await getDevice(api, deviceId)).settings).toEqual({ parentalChannels: 30 });
  });

  it('removes other devices, refuses the current one unless logging out, and refuses guests', async () => {
    const signedIn = await signIn(platform);
    const { token } = signedIn;
    // The platform's ids are numbers before its conversion, uuids after; the app keeps them as strings.
    const deviceId = String(signedIn.deviceId);
    const api = apiClientFor(platform, token);
    const tv = await registerDevice(api, { serial: 'tv-9' });
    await removeDevice(api, tv.id);
    const current = await removeDevice(api, deviceId).catch((error: unknown) => error);
    expect((current as ApiError).code).toBe('current_device');
    await removeDevice(api, deviceId, { logout: true });
    const after = await getDevices(api).catch((error: unknown) => error);
    expect((after as ApiError).status).toBe(401);
    const guest = await signInGuest(platform);
    const refused = await removeDevice(apiClientFor(platform, guest.token), String(guest.deviceId), { logout: true }).catch((error: unknown) => error);
    expect((refused as ApiError).code).toBe('guest_not_allowed');
  });
});
