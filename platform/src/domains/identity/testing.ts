import { createPlatform, type Platform } from '../../app';
import { testPlatformConfig, type PlatformConfig } from '../../core/config';
import { createApiClient, type ApiClient } from '../../../../lib/api/client';

/** Test harness of the identity tests: a fresh in-memory platform, a movable clock and the captured log. */
export interface TestPlatform extends Platform {
  logs: string[];
  clock: { now: number };
  /** Response bodies are read field by field in assertions, so they stay untyped here. */
  call: (
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ) => Promise<{ status: number; body: any }>;
}

export function startTestPlatform(overrides: Partial<PlatformConfig> = {}): TestPlatform {
  const logs: string[] = [];
  const clock = { now: Date.UTC(2026, 10, 21, 12, 0, 0) };
  const platform = createPlatform({
    config: testPlatformConfig(overrides),
    now: () => clock.now,
    log: (line) => logs.push(line),
  });
  const call: TestPlatform['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Token ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await platform.app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body };
  };
  return { ...platform, logs, clock, call };
}

/** The operator's Token carries no user id; the user is read back as clients do (GET /v2/users/self). */
async function userIdOf(platform: TestPlatform, token: string): Promise<number> {
  return (await platform.call('GET', '/v2/users/self', { token })).body.id as number;
}

/** Logs in with login and password and binds a fresh device, as the web app does after sign-in. */
export async function signIn(platform: TestPlatform, login = 'demo', password = 'demo123', serial = 'test-browser') {
  const grant = await platform.call('POST', '/v2/auth/login', { body: { login, password } });
  const userToken: string = grant.body.access_token;
  const device = await platform.call('POST', '/v2/users/self/devices', {
    token: userToken,
    body: { serial, device_type: 'pc', application_type: 'web', vendor: 'test', model: 'jest', os_name: 'linux' },
  });
  const bound = await platform.call('POST', '/v2/auth/device', {
    token: userToken,
    body: { device_id: device.body.id },
  });
  const token = bound.body.access_token as string;
  return { token, userToken, deviceId: device.body.id as string, userId: await userIdOf(platform, token) };
}

/** A new member the way the app makes one: register the phone, confirm the code, bind a device. */
export async function signUpByPhone(platform: TestPlatform, phone: string) {
  await platform.call('POST', '/v2/users', { body: { phone } });
  await platform.call('POST', '/v2/otps', { body: { phone } });
  const code = (await platform.call('GET', `/dev/otp?phone=${phone}`)).body.data.code as string;
  const grant = await platform.call('POST', '/v2/auth/otp', { body: { phone, token: code } });
  const userToken: string = grant.body.access_token;
  const device = await platform.call('POST', '/v2/users/self/devices', {
    token: userToken,
    body: { serial: `serial-${phone}`, device_type: 'pc' },
  });
  const bound = await platform.call('POST', '/v2/auth/device', {
    token: userToken,
    body: { device_id: device.body.id },
  });
  const token = bound.body.access_token as string;
  return { token, userId: await userIdOf(platform, token) };
}

/** The spec's guest creation: a fake user, login, a device, its authorization. */
export async function signInGuest(platform: TestPlatform, username = 'guest-1') {
  await platform.call('POST', '/v2/users', { body: { username, password: 'secret-pass', is_guest: true } });
  return signIn(platform, username, 'secret-pass', `serial-${username}`);
}

/** A lib/api client whose requests go straight into the platform's Hono app (no network). */
export function apiClientFor(platform: Platform, accessToken?: string, locale = 'en'): ApiClient {
  return createApiClient({
    baseUrl: 'http://platform.test',
    accessToken,
    locale,
    fetch: (input, init) => Promise.resolve(platform.app.fetch(new Request(input, init))),
  });
}
