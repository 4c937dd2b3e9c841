import { forwardToPlatform } from './gateway';
import { readViewerSession } from './session-cookies';
import { RENEWAL_REUSE_MS, forgetRenewals, renewToken, sendRenewingToken } from './token-renewal';

const PLATFORM = 'http://platform.test';
const NOW = 1_800_000_000_000;
const DEVICE = '7f1c2a9e-8d7b-4c1e-9a51-0b6b3f4e2d10';

/**
 * A platform where tokens lapse: auth/device answers as the real operator does (bare `{access_token, expired,
 * device}`), and every other path needs a live token.
 */
function fakePlatform({ refuseDevice = false, delayMs = 5 } = {}) {
  const live = new Set(['live']);
  const deviceCalls: { token: string | null; body: unknown }[] = [];
  let issued = 0;
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const token = url.searchParams.get('access_token');
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (url.pathname === '/v2/auth/device') {
      deviceCalls.push({ token, body: JSON.parse(String(init?.body ?? '{}')) });
      if (refuseDevice || token === 'ended') {
        return Response.json({ status_code: 401, error_code: 'authentication_failed', error: { message: 'no' } }, { status: 401 });
      }
      issued += 1;
      const fresh = `renewed-${issued}`;
      live.add(fresh);
      return Response.json({ access_token: fresh, expired: new Date(NOW + 3_600_000).toISOString(), device: DEVICE, was_guest: false });
    }
    if (!token || !live.has(token)) {
      return Response.json({ status_code: 401, error_code: 'authentication_failed', error: { message: 'expired' } }, { status: 401 });
    }
    return Response.json({ path: url.pathname, token });
  }) as typeof fetch;
  return { fetchImpl, deviceCalls };
}

const session = (token: string, expiresAtMs: number | null = null) => ({ token, tokenExpiresAtMs: expiresAtMs, deviceId: DEVICE });

function sender(fetchImpl: typeof fetch) {
  const sent: (string | null)[] = [];
  const send = (token: string | null) => {
    sent.push(token);
    return fetchImpl(`${PLATFORM}/v2/channels?access_token=${token ?? ''}`);
  };
  return { sent, send };
}

beforeEach(() => forgetRenewals());

describe('a session that outlives its token', () => {
  it('keeps a live token as it is: no re-authorization, no new cookies', async () => {
    const platform = fakePlatform();
    const { send, sent } = sender(platform.fetchImpl);
    const call = await sendRenewingToken(session('live', NOW + 60_000), send, { platformUrl: PLATFORM, fetch: platform.fetchImpl, now: () => NOW });
    expect(call.response.status).toBe(200);
    expect(sent).toEqual(['live']);
    expect(call.cookies).toEqual([]);
    expect(platform.deviceCalls).toHaveLength(0);
  });

  it('re-authorizes a token known to have lapsed before calling with it, and keeps the new token and its expiry', async () => {
    const platform = fakePlatform();
    const { send, sent } = sender(platform.fetchImpl);
    const call = await sendRenewingToken(session('old', NOW - 1), send, { platformUrl: PLATFORM, fetch: platform.fetchImpl, now: () => NOW });
    expect(call.response.status).toBe(200);
    expect(sent).toEqual(['renewed-1']);
    expect(platform.deviceCalls).toEqual([{ token: 'old', body: { device_id: DEVICE } }]);
    const kept = readViewerSession(call.cookies.map((value) => value.split(';')[0]).join('; '));
    expect(kept).toEqual({ token: 'renewed-1', tokenExpiresAtMs: NOW + 3_600_000, deviceId: DEVICE });
    expect(call.cookies.find((value) => value.startsWith('tv_token='))).toContain(`Max-Age=${90 * 24 * 3600}`);
  });

  it('answers a 401 by re-authorizing the device once and sending the call again with the new token', async () => {
    const platform = fakePlatform();
    const { send, sent } = sender(platform.fetchImpl);
    const call = await sendRenewingToken(session('old'), send, { platformUrl: PLATFORM, fetch: platform.fetchImpl, now: () => NOW });
    expect(call.response.status).toBe(200);
    expect(await call.response.json()).toEqual({ path: '/v2/channels', token: 'renewed-1' });
    expect(sent).toEqual(['old', 'renewed-1']);
    expect(platform.deviceCalls).toHaveLength(1);
  });

  it('re-authorizes once for many calls meeting the same lapsed token, and for stragglers still carrying it', async () => {
    const platform = fakePlatform({ delayMs: 20 });
    const calls = await Promise.all(
      Array.from({ length: 6 }, () => {
        const { send } = sender(platform.fetchImpl);
        return sendRenewingToken(session('old'), send, { platformUrl: PLATFORM, fetch: platform.fetchImpl, now: () => NOW });
      }),
    );
    expect(calls.map((call) => call.response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(calls.map((call) => call.token))).toEqual(new Set(['renewed-1']));
    const late = await renewToken(session('old'), { platformUrl: PLATFORM, fetch: platform.fetchImpl }, Date.now() + RENEWAL_REUSE_MS / 2);
    expect(late?.accessToken).toBe('renewed-1');
    expect(platform.deviceCalls).toHaveLength(1);
  });

  it('asks with the device id alone when the platform refuses the lapsed token itself (the real API takes no token)', async () => {
    const platform = fakePlatform();
    const { send, sent } = sender(platform.fetchImpl);
    const call = await sendRenewingToken(session('ended'), send, { platformUrl: PLATFORM, fetch: platform.fetchImpl, now: () => NOW });
    expect(platform.deviceCalls).toEqual([
      { token: 'ended', body: { device_id: DEVICE } },
      { token: null, body: { device_id: DEVICE } },
    ]);
    expect(sent).toEqual(['ended', 'renewed-1']);
    expect(call.response.status).toBe(200);
  });

  it('passes the 401 on untouched when the device cannot be re-authorized, so the page starts the guest flow', async () => {
    const platform = fakePlatform({ refuseDevice: true });
    const { send, sent } = sender(platform.fetchImpl);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const call = await sendRenewingToken(session('old'), send, { platformUrl: PLATFORM, fetch: platform.fetchImpl, now: () => NOW });
    expect(call.response.status).toBe(401);
    expect(call.cookies).toEqual([]);
    expect(sent).toEqual(['old']);
    // A refusal is not remembered: the next call may try again (the platform may have been passing through a failure).
    await renewToken(session('old'), { platformUrl: PLATFORM, fetch: platform.fetchImpl });
    expect(platform.deviceCalls.length).toBeGreaterThan(2);
    // A lapsed token the device could not renew is sent once and its 401 passed on, not re-authorized twice.
    platform.deviceCalls.length = 0;
    const lapsed = await sendRenewingToken(session('old', NOW - 1), send, { platformUrl: PLATFORM, fetch: platform.fetchImpl, now: () => NOW });
    expect(lapsed.response.status).toBe(401);
    expect(platform.deviceCalls).toHaveLength(2);
    warn.mockRestore();
  });

  it('through the gateway: a lapsed token is renewed unseen by the page, which gets its answer and the new cookies', async () => {
    const platform = fakePlatform();
    const response = await forwardToPlatform(
      new Request('http://app.test/api/v2/users/self', { headers: { cookie: `tv_token=old; tv_token_exp=${NOW - 1000}; tv_device=${DEVICE}` } }),
      ['users', 'self'],
      { platformUrl: PLATFORM, fetch: platform.fetchImpl, now: () => NOW },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/v2/users/self', token: 'renewed-1' });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((value) => value.startsWith('tv_token='))).toMatch(/^tv_token=renewed-1;.*HttpOnly/);
    expect(cookies.find((value) => value.startsWith('tv_device='))).toContain(`tv_device=${DEVICE}`);
  });

  it('through the gateway: a 401 of an auth call is its own answer, never a re-authorization', async () => {
    const platform = fakePlatform();
    const response = await forwardToPlatform(
      new Request('http://app.test/api/v2/auth/otp', {
        method: 'POST',
        body: '{"phone":"77010000001","token":"1"}',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: `tv_token=old; tv_device=${DEVICE}` },
      }),
      ['auth', 'otp'],
      { platformUrl: PLATFORM, fetch: platform.fetchImpl, now: () => NOW },
    );
    expect(response.status).toBe(401);
    expect(platform.deviceCalls).toHaveLength(0);
  });
});
