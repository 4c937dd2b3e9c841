import { forwardToPlatform } from './gateway';

/**
 * The gateway against answers in the operator's wire format (../shared/operator-wire-format.md) and against bad input
 * from it or a proxy in front of it: the token never reaches the page, and a bad answer leaves the cookies alone.
 */
const NOW_MS = 1_000_000_000;

function answering(response: () => Response) {
  return (async () => response()) as typeof fetch;
}

async function forward(path: string[], fetchImpl: typeof fetch, options: { method?: string; cookie?: string; timeoutMs?: number } = {}) {
  const method = options.method ?? 'POST';
  return forwardToPlatform(
    new Request(`http://app.test/api/v2/${path.join('/')}`, {
      method,
      headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
      ...(method === 'GET' ? {} : { body: '{}' }),
    }),
    path,
    { platformUrl: 'http://platform.test', fetch: fetchImpl, now: () => NOW_MS, timeoutMs: options.timeoutMs },
  );
}

const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));

describe('gateway: token grants as the operator sends them', () => {
  // "POST /v2/auth/device" and "POST /v2/auth/provider" rows: {access_token, expired, device, profile, was_guest}.
  it('reads a bare grant with expired as an ISO date-time and a uuid device, and strips the token', async () => {
    const grant = { access_token: 'a'.repeat(40), expired: new Date(NOW_MS + 3_600_000).toISOString(), device: '6f1c2a9e-0b7d-4e8a-9c31-2d5e7f8a9b10', profile: null, was_guest: false };
    const response = await forward(['auth', 'device'], answering(() => Response.json(grant)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ expired: grant.expired, device: grant.device, profile: null, was_guest: false });
    expect(cookieOf(response, 'tv_token')).toMatch(new RegExp(`^tv_token=${'a'.repeat(40)};.*HttpOnly`));
    expect(cookieOf(response, 'tv_token_exp')).toMatch(new RegExp(`^tv_token_exp=${NOW_MS + 3_600_000};`));
    expect(cookieOf(response, 'tv_device')).toMatch(/^tv_device=6f1c2a9e-0b7d-4e8a-9c31-2d5e7f8a9b10;/);
  });

  it('reads expired as epoch seconds (S7) and a 201', async () => {
    const grant = { access_token: 't', expired: NOW_MS / 1000 + 600, device: { id: 'd-1' } };
    const response = await forward(['auth', 'device'], answering(() => Response.json(grant, { status: 201 })));
    expect(response.status).toBe(201);
    expect(cookieOf(response, 'tv_token_exp')).toMatch(new RegExp(`^tv_token_exp=${NOW_MS + 600_000};`));
    expect(cookieOf(response, 'tv_device')).toMatch(/^tv_device=d-1;/);
  });

  it('falls back to the default lifetime when expired is absent or null', async () => {
    const response = await forward(['auth', 'login'], answering(() => Response.json({ access_token: 't', expired: null })));
    expect(cookieOf(response, 'tv_token_exp')).toMatch(new RegExp(`^tv_token_exp=${NOW_MS + 43_200_000};`));
    expect(await response.json()).toEqual({ expired: null });
  });

  it('strips the token from an enveloped grant too, and keeps the envelope', async () => {
    const response = await forward(['auth', 'login'], answering(() => Response.json({ data: { access_token: 't', expired: null } })));
    expect(await response.json()).toEqual({ data: { expired: null } });
    expect(cookieOf(response, 'tv_token')).toContain('tv_token=t');
  });

  it('takes a bare answer with a data field as it is, not as a grant inside an envelope', async () => {
    const payment = { id: 1, data: { access_token: 'not-a-grant' }, status: 'new' };
    const response = await forward(['payments'], answering(() => Response.json(payment)));
    expect(await response.json()).toEqual(payment);
    expect(cookieOf(response, 'tv_token')).toBeUndefined();
  });

  it('records the profile role from a bare viewer answer too', async () => {
    const viewer = { id: 1, profile: { id: 1, role: 'child' } };
    const response = await forward(['users', 'self'], answering(() => Response.json(viewer)), { method: 'GET', cookie: 'tv_token=t' });
    expect(cookieOf(response, 'tv_profile')).toMatch(/^tv_profile=child;/);
    expect(await response.json()).toEqual(viewer);
  });

  it('passes a 204 on a delete as an empty 204', async () => {
    const response = await forward(['users', 'self', 'devices', 'x'], answering(() => new Response(null, { status: 204 })), { method: 'DELETE', cookie: 'tv_token=t' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});

describe('gateway: bad input from the operator or a proxy', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const expectUnreachable = async (response: Response, status: number, path: string) => {
    expect(response.status).toBe(status);
    expect((await response.json()).error_code).toBe('platform_unreachable');
    // The session is left as it was: not one cookie set or cleared.
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain(path);
  };

  it('a truncated JSON grant', async () => {
    const cut = () => new Response('{"access_token":"abc","exp', { headers: { 'content-type': 'application/json' } });
    await expectUnreachable(await forward(['auth', 'device'], answering(cut), { cookie: 'tv_token=old' }), 502, '/v2/auth/device');
  });

  it("a proxy's HTML error page", async () => {
    const html = () => new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502, headers: { 'content-type': 'text/html' } });
    await expectUnreachable(await forward(['channels'], answering(html), { method: 'GET' }), 502, 'GET /v2/channels');
  });

  it('an HTML page with a 200', async () => {
    const html = () => new Response('<html>captive portal</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    await expectUnreachable(await forward(['channels'], answering(html), { method: 'GET' }), 502, '/v2/channels');
  });

  it('a 502 with no body', async () => {
    await expectUnreachable(await forward(['users', 'self'], answering(() => new Response(null, { status: 502 })), { method: 'GET', cookie: 'tv_token=t' }), 502, '/v2/users/self');
  });

  it('an answer 10 s late', async () => {
    jest.useFakeTimers();
    try {
      const slow = ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(() => resolve(Response.json({ access_token: 'late' })), 10_000);
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(init.signal!.reason);
          });
        })) as typeof fetch;
      const pending = forward(['auth', 'device'], slow, { cookie: 'tv_token=old', timeoutMs: 5_000 });
      await jest.advanceTimersByTimeAsync(5_000);
      await expectUnreachable(await pending, 504, '/v2/auth/device');
    } finally {
      jest.useRealTimers();
    }
  });
});
