import { signIn, signInGuest, startTestPlatform, type TestPlatform } from './testing';

describe('identity: devices', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  const register = (token: string, serial: string) =>
    platform.call('POST', '/v2/users/self/devices', {
      token,
      body: { serial, device_type: 'tv', vendor: 'lg', model: 'webos', os_name: 'webos', application_type: 'web' },
    });

  it('lists the devices and marks the one of the calling token', async () => {
    const { token, deviceId } = await signIn(platform);
    await register(token, 'tv-1');
    const { body } = await platform.call('GET', '/v2/users/self/devices', { token });
    expect(body).toHaveLength(2);
    expect(body.find((device: { id: string }) => device.id === deviceId)).toMatchObject({
      is_current: true,
      serial: 'test-browser',
      device_type: 'pc',
    });
    expect(body[0].login_at).not.toBeNull();
  });

  it('registering a known serial returns the same device, and a new one beyond device_limit is refused', async () => {
    const { token } = await signIn(platform);
    const again = await platform.call('POST', '/v2/users/self/devices', {
      token,
      body: { serial: 'test-browser', model: 'renamed' },
    });
    expect(again.status).toBe(200);
    expect(again.body.model).toBe('renamed');
    for (let index = 2; index <= 5; index += 1) expect((await register(token, `tv-${index}`)).status).toBe(200);
    const sixth = await register(token, 'tv-6');
    expect(sixth.status).toBe(400);
    expect(sixth.body.error_code).toBe('device_limit');
    expect((await platform.call('GET', '/v2/users/self/devices', { token })).body).toHaveLength(5);
  });

  it('validates the device type', async () => {
    const { token } = await signIn(platform);
    const response = await platform.call('POST', '/v2/users/self/devices', {
      token,
      body: { serial: 'x', device_type: 'toaster' },
    });
    expect(response.status).toBe(400);
    expect(response.body.device_type).toBeDefined();
  });

  it('PATCH stores settings and parental settings and answers the device', async () => {
    const { token, deviceId } = await signIn(platform);
    const patched = await platform.call('PATCH', `/v2/users/self/devices/${deviceId}`, {
      token,
      body: {
        settings: { parentalChannels: 30 },
        parental_settings: { vod: true, channel: true, duration: 30 },
        notification: { type: 'web', token: 'push-1' },
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: deviceId,
      settings: { parentalChannels: 30 },
      parental_settings: { vod: true, channel: true, duration: 30 },
      notification: { type: 'web', token: 'push-1' },
    });
    await platform.call('PATCH', `/v2/users/self/devices/${deviceId}`, {
      token,
      body: { parental_settings: { pay: false } },
    });
    const read = await platform.call('GET', `/v2/users/self/devices/${deviceId}`, { token });
    expect(read.body.parental_settings).toEqual({ vod: true, channel: true, duration: 30, pay: false });
  });

  it('rejects parental settings that are not booleans or a numeric duration, keeping the stored ones', async () => {
    const { token, deviceId } = await signIn(platform);
    for (const parental_settings of [{ vod: 'yes' }, { duration: 'long' }, { unknown: true }]) {
      const response = await platform.call('PATCH', `/v2/users/self/devices/${deviceId}`, {
        token,
        body: { parental_settings, settings: { a: 1 } },
      });
      expect(response.status).toBe(400);
    }
    expect((await platform.call('GET', `/v2/users/self/devices/${deviceId}`, { token })).body.settings).toEqual({});
  });

  it("answers 404 for another user's device", async () => {
    const guest = await signInGuest(platform);
    const { token } = await signIn(platform);
    expect((await platform.call('GET', `/v2/users/self/devices/${guest.deviceId}`, { token })).status).toBe(404);
    expect((await platform.call('PATCH', `/v2/users/self/devices/${guest.deviceId}`, { token, body: {} })).status).toBe(
      404,
    );
  });

  it('removes another device and signs it out; the current device goes only on logout', async () => {
    const browser = await signIn(platform);
    const tv = await signIn(platform, 'demo', 'demo123', 'living-room-tv');
    const own = await platform.call('DELETE', `/v2/users/self/devices/${browser.deviceId}`, { token: browser.token });
    expect(own.status).toBe(403);
    expect(own.body.error_code).toBe('current_device');
    const removed = await platform.call('DELETE', `/v2/users/self/devices/${tv.deviceId}`, { token: browser.token });
    expect(removed.status).toBe(204);
    expect(removed.body).toBe('');
    expect((await platform.call('GET', '/v2/users/self', { token: tv.token })).status).toBe(401);
    const logout = await platform.call('DELETE', `/v2/users/self/devices/${browser.deviceId}?logout=1`, {
      token: browser.token,
    });
    expect(logout.status).toBe(204);
    expect((await platform.call('GET', '/v2/users/self', { token: browser.token })).status).toBe(401);
  });

  it('guests cannot remove devices', async () => {
    const guest = await signInGuest(platform);
    const response = await platform.call('DELETE', `/v2/users/self/devices/${guest.deviceId}?logout=1`, {
      token: guest.token,
    });
    expect(response.status).toBe(403);
    expect(response.body.error_code).toBe('guest_not_allowed');
  });
});
