import { OTP_LIFETIME_SECONDS } from './constants';
import { signIn, signInGuest, startTestPlatform, type TestPlatform } from './testing';

describe('identity: authentication', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  const codeOf = async (phone: string) =>
    (await platform.call('GET', `/dev/otp?phone=${phone}`)).body.data.code as string;

  it('creates a guest, logs it in with a user-level token and binds a device token expiring after the configured lifetime', async () => {
    const created = await platform.call('POST', '/v2/users', {
      body: { username: 'guest-a', password: 'pw-123456', is_guest: true },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ username: 'guest-a', is_guest: true, phone: null });
    const login = await platform.call('POST', '/v2/auth/login', { body: { login: 'guest-a', password: 'pw-123456' } });
    expect(login.status).toBe(200);
    const nowSeconds = Math.floor(platform.clock.now / 1000);
    const expired = new Date((nowSeconds + 12 * 3600) * 1000).toISOString().replace('.000Z', 'Z');
    // The operator's Token and nothing more: no user or device ids beside the objects.
    expect(Object.keys(login.body).sort()).toEqual(['access_token', 'device', 'expired', 'profile', 'was_guest']);
    expect(login.body).toMatchObject({
      device: null,
      expired,
      was_guest: true,
      profile: { name: 'Основной', profile: { role: 'adult' } },
    });
    expect(login.body.access_token).toMatch(/^[0-9a-f]{40}$/);
    const device = await platform.call('POST', '/v2/users/self/devices', {
      token: login.body.access_token,
      body: { serial: 'abc', device_type: 'pc' },
    });
    expect(device.status).toBe(200);
    expect(device.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const bound = await platform.call('POST', '/v2/auth/device', {
      token: login.body.access_token,
      body: { device_id: device.body.id },
    });
    expect(bound.body).toMatchObject({
      expired,
      was_guest: true,
      device: { id: device.body.id, serial: 'abc', is_current: true },
    });
    expect(bound.body.device.login_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    platform.clock.now += 12 * 3600 * 1000 + 1000;
    const stale = await platform.call('GET', '/v2/users/self', { token: bound.body.access_token });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({
      status_code: 401,
      error_code: 'authentication_failed',
      error: { message: 'Authentication credentials were not provided.' },
    });
    const renewed = await platform.call('POST', '/v2/auth/device', { token: bound.body.access_token, body: { device_id: device.body.id } });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ was_guest: true, device: { id: device.body.id } });
    expect((await platform.call('GET', '/v2/users/self', { token: renewed.body.access_token })).status).toBe(200);
  });

  it("re-authorizes with a lapsed token only its own user's device, and never with a token that was ended or made up", async () => {
    const guest = await signInGuest(platform);
    const member = await signIn(platform);
    platform.clock.now += 12 * 3600 * 1000 + 1000;
    const foreign = await platform.call('POST', '/v2/auth/device', { token: member.userToken, body: { device_id: guest.deviceId } });
    expect(foreign.status).toBe(404);
    const madeUp = await platform.call('POST', '/v2/auth/device', { token: 'f'.repeat(48), body: { device_id: member.deviceId } });
    expect(madeUp.status).toBe(401);
  });

  it('refuses a wrong password with a message for the login field', async () => {
    const { status, body } = await platform.call('POST', '/v2/auth/login', {
      body: { login: 'demo', password: 'nope' },
    });
    expect(status).toBe(400);
    expect(body.error_code).toBe('invalid_credentials');
    expect(body.login[0]).toBe('Wrong login or password.');
  });

  it('a guest named like a member phone does not block that member logging in by phone', async () => {
    await platform.call('POST', '/v2/users', {
      body: { username: '77010000001', password: 'guest-pass', is_guest: true },
    });
    const member = await platform.call('POST', '/v2/auth/login', {
      body: { login: '77010000001', password: 'demo123' },
    });
    const guest = await platform.call('POST', '/v2/auth/login', {
      body: { login: '77010000001', password: 'guest-pass' },
    });
    expect(member.body.was_guest).toBe(false);
    expect(guest.body.was_guest).toBe(true);
  });

  it('the demo member logs in by username, phone or e-mail', async () => {
    for (const login of ['demo', '77010000001', '+7 (701) 000-00-01', 'demo@demo-tv.example']) {
      const { status } = await platform.call('POST', '/v2/auth/login', { body: { login, password: 'demo123' } });
      expect(status).toBe(200);
    }
  });

  it('sends a 4-digit code, logs it, and exchanges it for a user-level token once', async () => {
    const sent = await platform.call('POST', '/v2/otps', {
      body: { phone: '+7 (701) 000-00-01', can_display_message: true },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      phone: '77010000001',
      code_length: 4,
      send_method: 'sms',
      message: 'The code was sent to +77010000001.',
    });
    const code = await codeOf('77010000001');
    expect(code).toMatch(/^\d{4}$/);
    expect(platform.logs).toContain(`OTP for 77010000001: ${code}`);
    const wrong = await platform.call('POST', '/v2/auth/otp', {
      body: { phone: '77010000001', token: code === '0000' ? '1111' : '0000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_code).toBe('invalid_code');
    expect(wrong.body.error.message).toBe('Wrong code. Check the code and try again.');
    const right = await platform.call('POST', '/v2/auth/otp', { body: { phone: '77010000001', token: code } });
    expect(right.status).toBe(200);
    expect(right.body.device).toBeNull();
    const reused = await platform.call('POST', '/v2/auth/otp', { body: { phone: '77010000001', token: code } });
    expect(reused.body.error_code).toBe('code_expired');
  });

  it('an unknown phone gets invalid_phone, registers through POST /v2/users and then receives a code', async () => {
    const unknown = await platform.call('POST', '/v2/otps', { body: { phone: '77019998877' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_code).toBe('invalid_phone');
    const registered = await platform.call('POST', '/v2/users', { body: { phone: '77019998877' } });
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ phone: '77019998877', is_guest: false, is_confirmed: false });
    const resent = await platform.call('POST', '/v2/otps', { body: { phone: '77019998877' } });
    expect(resent.status).toBe(200);
    const byIdentifier = await platform.call('POST', `/v2/auth/otp/${resent.body.identifier}/`, {
      body: { token: await codeOf('77019998877') },
    });
    const user = await platform.call('GET', '/v2/users/self', { token: byIdentifier.body.access_token });
    expect(user.body).toMatchObject({ phone: '77019998877', username: '77019998877' });
  });

  it('checks the phone length against the provider mask', async () => {
    const { status, body } = await platform.call('POST', '/v2/otps', { body: { phone: '7701' } });
    expect(status).toBe(400);
    expect(body.error_code).toBe('wrong_phone');
    expect(body.phone[0]).toBe('The phone number must have 11 digits.');
  });

  it("a provider's further mask admits its own numbers: the regional 9-digit numbers not starting with 7 get 8-digit codes", async () => {
    const phone = '901234567';
    // The demo provider has one mask, so its numbers all have 11 digits.
    expect((await platform.call('POST', '/v2/users', { body: { phone } })).body.phone[0]).toBe(
      'The phone number must have 11 digits.',
    );
    const unknown = await platform.call('POST', '/v2/otps?provider=alma', { body: { phone } });
    expect(unknown.body.error_code).toBe('invalid_phone');
    expect((await platform.call('POST', '/v2/users?provider=alma', { body: { phone } })).status).toBe(200);
    // The registration remembers its provider: the code request needs no ?provider any more.
    const sent = await platform.call('POST', '/v2/otps', { body: { phone } });
    expect(sent.status).toBe(200);
    expect(sent.body.code_length).toBe(8);
    const code = await codeOf(phone);
    expect(code).toMatch(/^\d{8}$/);
    const grant = await platform.call('POST', '/v2/auth/otp', { body: { phone, token: code } });
    const user = await platform.call('GET', '/v2/users/self', { token: grant.body.access_token });
    expect(user.body).toMatchObject({ phone, provider: { shortname: 'alma' } });
    // A number starting with 7 falls under the main mask, whatever its length.
    const short7 = await platform.call('POST', '/v2/users?provider=alma', { body: { phone: '770123456' } });
    expect(short7.body.error_code).toBe('wrong_phone');
    expect(short7.body.phone[0]).toBe('The phone number must have 11 digits.');
    const long = await platform.call('POST', '/v2/users?provider=alma', { body: { phone: '9012345678' } });
    expect(long.body.phone[0]).toBe('The phone number must have 9 digits.');
  });

  it('codes expire after five minutes and burn after five wrong entries', async () => {
    await platform.call('POST', '/v2/otps', { body: { phone: '77010000001' } });
    const code = await codeOf('77010000001');
    platform.clock.now += (OTP_LIFETIME_SECONDS + 1) * 1000;
    expect(
      (await platform.call('POST', '/v2/auth/otp', { body: { phone: '77010000001', token: code } })).body.error_code,
    ).toBe('code_expired');
    await platform.call('POST', '/v2/otps', { body: { phone: '77010000001' } });
    const fresh = await codeOf('77010000001');
    const wrong = fresh === '9999' ? '8888' : '9999';
    for (let attempt = 0; attempt < 5; attempt += 1)
      await platform.call('POST', '/v2/auth/otp', { body: { phone: '77010000001', token: wrong } });
    // The phone is locked out first; once the lockout passes, the burned code stays burned.
    expect(
      (await platform.call('POST', '/v2/auth/otp', { body: { phone: '77010000001', token: fresh } })).body.error_code,
    ).toBe('too_many_attempts');
    platform.clock.now += 61 * 1000;
    expect(
      (await platform.call('POST', '/v2/auth/otp', { body: { phone: '77010000001', token: fresh } })).body.error_code,
    ).toBe('code_expired');
  });

  it('telegram: send methods name the bot, otp_exist turns true once the bot delivered the code', async () => {
    const methods = await platform.call('GET', '/v2/otp/send_methods?phone=77010000001');
    expect(methods.body).toEqual({
      methods: ['sms', 'telegram'],
      link: 'https://t.me/demo_tv_code_bot?start=77010000001',
    });
    await platform.call('POST', '/v2/otps', { body: { phone: '77010000001', send_method: 'telegram' } });
    expect((await platform.call('GET', '/v2/otp/exist?phone=77010000001')).body).toEqual({ otp_exist: false });
    expect(platform.logs.some((line) => line.startsWith('OTP for 77010000001'))).toBe(false);
    await platform.call('POST', '/dev/telegram/confirm?phone=77010000001');
    expect((await platform.call('GET', '/v2/otp/exist?phone=77010000001')).body).toEqual({ otp_exist: true });
    const token = await platform.call('POST', '/v2/auth/otp', {
      body: { phone: '77010000001', token: await codeOf('77010000001') },
    });
    expect(token.status).toBe(200);
  });

  it('answers 403 forbidden_country naming country and IP on every auth path', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.5' };
    const { userToken } = await signIn(platform);
    platform.close();
    platform = startTestPlatform({ forbiddenCountry: true });
    const calls: [string, unknown][] = [
      ['/v2/users', { username: 'g', password: 'p', is_guest: true }],
      ['/v2/auth/login', { login: 'demo', password: 'demo123' }],
      ['/v2/otps', { phone: '77010000001' }],
      ['/v2/auth/otp', { phone: '77010000001', token: '1234' }],
      ['/v2/auth/device', { device_id: 1 }],
      ['/v2/mw/otps', { phone: '77020000001' }],
    ];
    for (const [path, body] of calls) {
      const response = await platform.call('POST', path, { body, headers, token: userToken });
      expect(response.status).toBe(403);
      expect(response.body.error_code).toBe('forbidden_country');
      expect(response.body.error.message).toBe(
        'The service is not available in your country: United States (IP 203.0.113.5).',
      );
    }
  });

  it("authorizes only the user's own devices", async () => {
    const guest = await signInGuest(platform);
    const member = await signIn(platform);
    const foreign = await platform.call('POST', '/v2/auth/device', {
      token: member.userToken,
      body: { device_id: guest.deviceId },
    });
    expect(foreign.status).toBe(404);
    const anonymous = await platform.call('POST', '/v2/auth/device', { body: { device_id: member.deviceId } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses guests on a provider without guests and duplicate usernames', async () => {
    const alma = await platform.call('POST', '/v2/users?provider=alma', {
      body: { username: 'g1', password: 'p', is_guest: true },
    });
    expect(alma.status).toBe(403);
    expect(alma.body.error_code).toBe('guest_not_allowed');
    const duplicate = await platform.call('POST', '/v2/users', {
      body: { username: 'demo', password: 'p', is_guest: true },
    });
    expect(duplicate.body.error_code).toBe('duplicate_username');
    const missing = await platform.call('POST', '/v2/users', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.phone).toBeDefined();
  });
});
