import { apiClientFor, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { authByMwOtp, authByOtp, authorizeDevice, createGuestUser, getMwCities, getMwStatusBlock, getOtpSendMethods, login, otpExists, registerByPhone, sendMwOtp, sendOtp, setMwAddress, setMwCity, toTokenGrant } from './auth';
import { registerDevice } from './devices';
import { ApiError } from './errors';

describe('lib/api auth against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  const codeOf = async (phone: string) => (await platform.call('GET', `/dev/otp?phone=${phone}`)).body.data.code as string;

  it('creates a guest, logs in, registers and authorizes a device, with expiry in milliseconds', async () => {
    const api = apiClientFor(platform);
    const guest = await createGuestUser(api, { username: 'guest-lib', password: 'pw-lib-1' });
    // Only the id is read: the operator's BaseUser has none of a viewer's provider and profile.
    expect(['number', 'string']).toContain(typeof guest.id);
    const grant = await login(api, { login: 'guest-lib', password: 'pw-lib-1' });
    expect(grant.deviceId).toBeNull();
    // The older platform names the user; the operator's Token does not.
    if (grant.userId !== null) expect(grant.userId).toBe(guest.id);
    const userApi = apiClientFor(platform, grant.accessToken);
    const device = await registerDevice(userApi, { serial: 'lib-1', deviceType: 'pc', applicationType: 'web' });
    const bound = await authorizeDevice(userApi, device.id);
    expect(bound.deviceId).toBe(device.id);
    expect(bound.expiresAtMs).toBe(Math.floor(platform.clock.now / 1000) * 1000 + 12 * 3600 * 1000);
  });

  it('registers an unknown phone after invalid_phone and signs in with the code', async () => {
    const api = apiClientFor(platform);
    const failure = await sendOtp(api, '77013334455').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('invalid_phone');
    await registerByPhone(api, '77013334455');
    const sent = await sendOtp(api, '77013334455', { canDisplayMessage: true });
    expect(sent).toMatchObject({ phone: '77013334455', codeLength: 4, sendMethod: 'sms' });
    const wrong = await authByOtp(api, '77013334455', '00000').catch((error: unknown) => error);
    expect((wrong as ApiError).code).toBe('invalid_code');
    const user = await authByOtp(api, '77013334455', await codeOf('77013334455'));
    expect(user.accessToken).toMatch(/^[0-9a-f]{40}$/);
  });

  it("registers a phone under the named provider, whose further mask gives the regional 9-digit numbers 8-digit codes", async () => {
    const api = apiClientFor(platform);
    const refused = await registerByPhone(api, '901234567').catch((error: unknown) => error);
    expect((refused as ApiError).code).toBe('wrong_phone');
    await registerByPhone(api, '901234567', 'alma');
    expect(await sendOtp(api, '901234567', { provider: 'alma' })).toMatchObject({ phone: '901234567', codeLength: 8 });
  });

  it('follows the Telegram flow through send methods and otp_exist', async () => {
    const api = apiClientFor(platform);
    expect(await getOtpSendMethods(api, '77010000001')).toEqual({ methods: ['sms', 'telegram'], telegramLink: 'https://t.me/demo_tv_code_bot?start=77010000001' });
    await sendOtp(api, '77010000001', { sendMethod: 'telegram' });
    expect(await otpExists(api, '77010000001')).toBe(false);
    await platform.call('POST', '/dev/telegram/confirm?phone=77010000001');
    expect(await otpExists(api, '77010000001')).toBe(true);
  });

  it('runs the regional flow: code, address choice, city list and block status', async () => {
    const api = apiClientFor(platform);
    await sendMwOtp(api, '77020000002');
    const grant = await authByMwOtp(api, '77020000002', await codeOf('77020000002'));
    expect(grant).toMatchObject({ needsAddress: false, needsCity: false, addresses: [{ addressId: 3, providerId: 2, userId: expect.any(Number) }] });
    await setMwAddress(api, grant.accessToken, grant.addresses[0]);
    expect((await getMwCities(api))[0]).toEqual({ id: 1, name: 'Almaty' });
    expect(await setMwCity(api, grant.accessToken, 1)).toEqual({ id: 1, name: 'Almaty' });
    const status = await getMwStatusBlock(apiClientFor(platform, grant.accessToken));
    expect(status).toMatchObject({ status: -1, amount: 2990, balance: 0, messageDetail: 'Pay 2990 ₸ to keep watching.' });
  });
});

describe('toTokenGrant reads every documented grant (../shared/operator-wire-format.md, conflict 6)', () => {
  const at = Date.UTC(2026, 0, 31, 20, 59, 59);
  it.each([
    ['expired as an ISO date-time (S1 Token)', { access_token: 't', expired: '2026-01-31T20:59:59Z' }, at],
    ['expired as epoch seconds (S7)', { access_token: 't', expired: at / 1000 }, at],
    ['expired as a numeric string', { access_token: 't', expired: String(at / 1000) }, at],
    ['the older platform expires_at', { access_token: 't', expires_at: at / 1000 }, at],
    ['no expiry at all', { access_token: 't' }, 0],
    ['an unreadable expiry', { access_token: 't', expired: 'soon' }, 0],
  ])('%s', (_name, raw, expiresAtMs) => {
    expect(toTokenGrant(raw).expiresAtMs).toBe(expiresAtMs);
  });

  it('reads the device as a uuid, an object or a number, always as a string', () => {
    expect(toTokenGrant({ access_token: 't', device: 'e2a1-uuid' }).deviceId).toBe('e2a1-uuid');
    expect(toTokenGrant({ access_token: 't', device: { id: 'e2a1' } }).deviceId).toBe('e2a1');
    expect(toTokenGrant({ access_token: 't', device_id: 3 }).deviceId).toBe('3');
    expect(toTokenGrant({ access_token: 't', device: null }).deviceId).toBeNull();
  });

  it('a grant whose token the gateway took out reads with an empty token, not a crash', () => {
    expect(toTokenGrant({ expired: null, was_guest: true } as never)).toMatchObject({ accessToken: '', wasGuest: true });
  });
});
