import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createPlatform } from '@/platform/src/app';
import { testPlatformConfig } from '@/platform/src/core/config';
import { getRow } from './catalogue';
import { createApiClient } from './client';
import { ApiError, NetworkError, describeApiError, isAuthenticationError } from './errors';
import { ResponseCache } from './response-cache';

function countingFetch(body: unknown, status = 200) {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

/** V8's collector, for what a settled call still holds. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('createApiClient', () => {
  it("holds nothing of the caller's context once answered: a rendered request goes at the first collection after", async () => {
    const collect = collector();
    // On the server, the async context of a call is the request being rendered (its response, HTML and RSC payload).
    const request = new AsyncLocalStorage<{ html: string }>();
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      timeoutMs: 3_000,
      fetch: (async () => Response.json({ data: { id: 1 } })) as typeof fetch,
    });
    let rendered: WeakRef<object> | null = null;
    await request.run({ html: '<html>'.repeat(1_000) }, async () => {
      rendered = new WeakRef(request.getStore()!);
      // Not kept in this client's answer cache, which would hold the answer (and so its context) on purpose.
      await expect(api.get('/v2/contents/1', { cacheMs: 0 })).resolves.toEqual({ id: 1 });
    });
    // A WeakRef keeps its target until the job that made it has ended.
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(rendered!.deref()).toBeUndefined();
  });

  it('unwraps { data } and sends the token as access_token with the language header', async () => {
    let seen: Request | null = null;
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      accessToken: 'tok',
      locale: 'kk',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen = new Request(input, init);
        return Response.json({ data: { id: 1 } });
      }) as typeof fetch,
    });
    await expect(api.get('/v2/users/self')).resolves.toEqual({ id: 1 });
    expect(new URL(seen!.url).searchParams.get('access_token')).toBe('tok');
    expect(seen!.headers.get('accept-language')).toBe('kk');
  });

  it('without a beacon route, sends a beacon call as a keepalive fetch, and only that call', async () => {
    const seen: Array<boolean | undefined> = [];
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(init?.keepalive);
        return Response.json({ data: {} });
      }) as typeof fetch,
    });
    await api.post('/v2/users/self/history', { content_id: 1 }, { beacon: true });
    await api.post('/v2/users/self/history', { content_id: 1 });
    expect(seen).toEqual([true, undefined]);
  });

  it('sends a beacon call with navigator.sendBeacon to the beacon route, naming the method, and reads no answer', async () => {
    const beacons: Array<{ url: string; body: string }> = [];
    const sendBeacon = jest.fn((url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    });
    Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon }, configurable: true });
    const fetchImpl = jest.fn();
    try {
      const api = createApiClient({ baseUrl: '', pathPrefix: '/api', beaconPath: '/api/beacon', fetch: fetchImpl as unknown as typeof fetch });
      await expect(api.patch('/v2/users/self/stat/5', undefined, { query: { duration: 31 }, beacon: true })).resolves.toBeNull();
      await api.post('/v2/users/self/history', { content_id: 1, seconds: 60 }, { beacon: true });
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(beacons).toEqual([
        { url: '/api/beacon/v2/users/self/stat/5?duration=31&method=PATCH', body: '{}' },
        { url: '/api/beacon/v2/users/self/history?method=POST', body: '{"content_id":1,"seconds":60}' },
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', async () => {
    Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon: () => false }, configurable: true });
    const seen: Array<boolean | undefined> = [];
    try {
      const api = createApiClient({
        baseUrl: '',
        pathPrefix: '/api',
        beaconPath: '/api/beacon',
        fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
          seen.push(init?.keepalive);
          return Response.json({ data: { ok: 1 } });
        }) as typeof fetch,
      });
      await expect(api.post('/v2/users/self/history', {}, { beacon: true })).resolves.toEqual({ ok: 1 });
      expect(seen).toEqual([true]);
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
  });

  it('reuses a GET answer within its lifetime and reloads after it', async () => {
    let now = 0;
    const { calls, fetchImpl } = countingFetch({ data: [] });
    const api = createApiClient({ baseUrl: 'http://platform.test', fetch: fetchImpl, cache: new ResponseCache(() => now) });
    await api.get('/v2/channels/channel_list', { cacheMs: 300_000 });
    now = 299_999;
    await api.get('/v2/channels/channel_list', { cacheMs: 300_000 });
    expect(calls).toHaveLength(1);
    now = 300_001;
    await api.get('/v2/channels/channel_list', { cacheMs: 300_000 });
    expect(calls).toHaveLength(2);
  });

  it("keeps a live row 900000 ms, or for the row's own cache_timeout when it names one", async () => {
    let now = 0;
    const timed = countingFetch({ data: { slug: 'promo', cache_timeout: 60 } });
    const api = createApiClient({ baseUrl: 'http://platform.test', fetch: timed.fetchImpl, cache: new ResponseCache(() => now) });
    await getRow(api, 'promo', { live: true });
    now = 59_999;
    await getRow(api, 'promo', { live: true });
    expect(timed.calls).toHaveLength(1);
    now = 60_001;
    await getRow(api, 'promo', { live: true });
    expect(timed.calls).toHaveLength(2);

    now = 0;
    const plain = countingFetch({ data: { slug: 'promo' } });
    const other = createApiClient({ baseUrl: 'http://platform.test', fetch: plain.fetchImpl, cache: new ResponseCache(() => now) });
    await getRow(other, 'promo', { live: true });
    now = 899_999;
    await getRow(other, 'promo', { live: true });
    expect(plain.calls).toHaveLength(1);
    now = 900_001;
    await getRow(other, 'promo', { live: true });
    expect(plain.calls).toHaveLength(2);
  });

  it('never caches calls with a zero lifetime (history, favorites, search)', async () => {
    const { calls, fetchImpl } = countingFetch({ data: [] });
    const api = createApiClient({ baseUrl: 'http://platform.test', fetch: fetchImpl });
    await api.get('/v2/users/self/favorites', { cacheMs: 0 });
    await api.get('/v2/users/self/favorites', { cacheMs: 0 });
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failed answer in the cache', async () => {
    let fail = true;
    const fetchImpl = (async () =>
      fail ? Response.json({ error_code: 'server_error' }, { status: 500 }) : Response.json({ data: 'ok' })) as typeof fetch;
    const api = createApiClient({ baseUrl: 'http://platform.test', fetch: fetchImpl });
    await expect(api.get('/v2/rowsets')).rejects.toBeInstanceOf(ApiError);
    fail = false;
    await expect(api.get('/v2/rowsets')).resolves.toBe('ok');
  });

  it('calls the auth hook on 401 and authentication_failed, unless told to ignore it', async () => {
    const onAuthError = jest.fn();
    const { fetchImpl } = countingFetch({ error_code: 'authentication_failed', status_code: 401 }, 401);
    const api = createApiClient({ baseUrl: 'http://platform.test', fetch: fetchImpl, onAuthError });
    const error = await api.get('/v2/users/self').catch((caught: unknown) => caught);
    expect(isAuthenticationError(error)).toBe(true);
    expect(onAuthError).toHaveBeenCalledTimes(1);
    await expect(api.patch('/v2/users/self/stat/1', {}, { ignoreAuthErrors: true })).rejects.toBeInstanceOf(ApiError);
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('turns a dropped connection into a NetworkError', async () => {
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(api.get('/v2/rowsets')).rejects.toBeInstanceOf(NetworkError);
  });

  it('reads the platform error shape end to end', async () => {
    const { app, close } = createPlatform({ config: testPlatformConfig(), log: () => {} });
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
    });
    const error = await api.get('/v2/no-such-thing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('not_found');
    close();
  });
});

it('keeps the whole error body, so callers can read fields beyond the shared shape', () => {
  const error = new ApiError(402, { error_code: 'not_enough_money', amount: '500.00' } as never);
  expect(error.body?.amount).toBe('500.00');
});

describe('describeApiError (the generic handler text)', () => {
  it('joins the entries of a detail map', () => {
    const error = new ApiError(400, { detail: { phone: ['Wrong phone.'], code: ['Code expired.'] } });
    expect(describeApiError(error, 'Error')).toBe('Wrong phone. Code expired.');
  });
  it('uses error.message when there is no detail map', () => {
    expect(describeApiError(new ApiError(400, { error: { message: 'Promo code expired' } }), 'Error')).toBe('Promo code expired');
  });
  it('falls back to the text and the status', () => {
    expect(describeApiError(new ApiError(502, null), 'Something went wrong')).toBe('Something went wrong (502)');
  });
});

describe('createApiClient reads the operator wire format (../shared/operator-wire-format.md)', () => {
  const clientFor = (response: () => Response, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
    createApiClient({ baseUrl: 'http://platform.test', fetch: (async () => response()) as typeof fetch, ...extra });

  it('takes a bare object, a bare array and an envelope alike (cross-cutting fact 1)', async () => {
    await expect(clientFor(() => Response.json({ id: 'a1' })).get('/v2/a', { cacheMs: 0 })).resolves.toEqual({ id: 'a1' });
    await expect(clientFor(() => Response.json([{ id: 1 }])).get('/v2/a', { cacheMs: 0 })).resolves.toEqual([{ id: 1 }]);
    await expect(clientFor(() => Response.json({ data: [1], meta: { count: 1 } })).get('/v2/a', { cacheMs: 0 })).resolves.toEqual([1]);
  });

  it('keeps a bare answer that merely has a data field whole', async () => {
    const payment = { id: 5, data: { mode: 'redirect' }, qrcode: null };
    await expect(clientFor(() => Response.json(payment)).post('/v2/pay', {})).resolves.toEqual(payment);
  });

  it('takes 201 on a create and 204 with no body on a delete (cross-cutting fact 7)', async () => {
    await expect(clientFor(() => Response.json({ id: 'u' }, { status: 201 })).post('/v2/x', {})).resolves.toEqual({ id: 'u' });
    await expect(clientFor(() => new Response(null, { status: 204 })).delete('/v2/x/1')).resolves.toBeNull();
    await expect(clientFor(() => Response.json([{ id: 2 }])).delete('/v2/x/1')).resolves.toEqual([{ id: 2 }]);
  });

  it.each([
    ['a truncated body', '{"id": 1, "na'],
    ['an HTML page from a proxy', '<html><body>Bad gateway</body></html>'],
  ])('turns %s on a 200 into the translated unreachable error and logs the path once', async (_name, body) => {
    const unreadable: string[] = [];
    const api = clientFor(() => new Response(body, { status: 200, headers: { 'content-type': 'text/html' } }), {
      onUnreadableAnswer: (method, path, status) => unreadable.push(`${method} ${path} ${status}`),
    });
    const error = await api.get('/v2/channels', { cacheMs: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('platform_unreachable');
    expect(unreadable).toEqual(['GET /v2/channels 200']);
  });

  it('turns a 502 with no body or an HTML body into an ApiError with the status, and logs the path', async () => {
    for (const body of [null, '<html>502 Bad Gateway</html>']) {
      const unreadable: string[] = [];
      const api = clientFor(() => new Response(body, { status: 502, statusText: 'Bad Gateway' }), {
        onUnreadableAnswer: (_method, path) => unreadable.push(path),
      });
      const error = (await api.get('/v2/rows/x', { cacheMs: 0 }).catch((caught: unknown) => caught)) as ApiError;
      expect([error.status, describeApiError(error, 'Error')]).toEqual([502, 'Error (502)']);
      expect(unreadable).toEqual(['/v2/rows/x']);
    }
  });

  it('gives up on an answer 10 s late with a NetworkError, never hanging the page', async () => {
    jest.useFakeTimers();
    try {
      const slow = ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(() => resolve(Response.json({})), 10_000);
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(init.signal!.reason);
          });
        })) as typeof fetch;
      const api = createApiClient({ baseUrl: 'http://platform.test', fetch: slow, timeoutMs: 5_000 });
      const pending = api.get('/v2/channels', { cacheMs: 0 }).catch((caught: unknown) => caught);
      await jest.advanceTimersByTimeAsync(5_000);
      expect(await pending).toBeInstanceOf(NetworkError);
    } finally {
      jest.useRealTimers();
    }
  });
});

it('words an unreadable answer with the screen\'s own translated fallback, not English server words', async () => {
  const api = createApiClient({ baseUrl: 'http://platform.test', fetch: (async () => new Response('<html>', { status: 200 })) as typeof fetch });
  const error = await api.get('/v2/news', { cacheMs: 0 }).catch((caught: unknown) => caught);
  expect(describeApiError(error, 'Не удалось загрузить')).toBe('Не удалось загрузить (502)');
});
