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
