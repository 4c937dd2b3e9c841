import { startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { getServerGuestToken, invalidateServerGuestToken } from './server-guest';

jest.mock('server-only', () => ({}));

const HOUR_MS = 3600 * 1000;

describe('the server guest', () => {
  const realFetch = global.fetch;
  let platform: TestPlatform;
  let paths: string[];
  beforeEach(() => {
    platform = startTestPlatform();
    paths = [];
    jest.spyOn(Date, 'now').mockImplementation(() => platform.clock.now);
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      paths.push(`${request.method} ${new URL(request.url).pathname}`);
      return platform.app.fetch(request);
    }) as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
    platform.close();
  });

  const guestsCreated = () => paths.filter((path) => path === 'POST /v2/users').length;
  const deviceAuths = () => paths.filter((path) => path === 'POST /v2/auth/device').length;

  it('stays the same guest across token lapses and refusals, and becomes a new guest only when its device is gone', async () => {
    const first = await getServerGuestToken();
    expect(await getServerGuestToken()).toBe(first);

    platform.clock.now += 13 * HOUR_MS;
    const together = await Promise.all([getServerGuestToken(), getServerGuestToken(), getServerGuestToken()]);
    expect(new Set(together).size).toBe(1);
    expect(together[0]).not.toBe(first);
    expect(guestsCreated()).toBe(1);
    expect(deviceAuths()).toBe(2);

    invalidateServerGuestToken();
    const third = await getServerGuestToken();
    expect(guestsCreated()).toBe(1);
    expect(deviceAuths()).toBe(3);

    // Its device removed (and with it every token of it): a new guest, not a render failing for ever.
    platform.ctx.db.prepare(`DELETE FROM tokens`).run();
    platform.ctx.db.prepare(`DELETE FROM devices`).run();
    invalidateServerGuestToken();
    const fresh = await getServerGuestToken();
    expect(fresh).not.toBe(third);
    expect(guestsCreated()).toBe(2);
  });
});
