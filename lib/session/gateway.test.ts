import { AUTHORIZATION_REQUIRED, forwardToPlatform } from './gateway';

function recordingFetch(response: Response) {
  const calls: Request[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return response.clone();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('forwardToPlatform', () => {
  it('sends the cookie token as access_token and never a token the browser put in the query', async () => {
    const { calls, fetchImpl } = recordingFetch(json({ data: [] }));
    const request = new Request('http://app.test/api/v2/channels/channel_list?access_token=forged&x=1', {
      headers: { cookie: 'tv_token=secret-token; lang=kk' },
    });
    await forwardToPlatform(request, ['channels', 'channel_list'], {
      platformUrl: 'http://platform.test',
      fetch: fetchImpl,
    });
    const sent = new URL(calls[0].url);
    expect(sent.pathname).toBe('/v2/channels/channel_list');
    expect(sent.searchParams.getAll('access_token')).toEqual(['secret-token']);
    expect(sent.searchParams.get('x')).toBe('1');
    expect(calls[0].headers.get('accept-language')).toBe('kk');
  });

  it('answers personal paths without a session with Authorization required, without calling the platform', async () => {
    const { calls, fetchImpl } = recordingFetch(json({ data: {} }));
    const response = await forwardToPlatform(new Request('http://app.test/api/v2/users/self'), ['users', 'self'], {
      platformUrl: 'http://platform.test',
      fetch: fetchImpl,
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe(AUTHORIZATION_REQUIRED);
    expect(calls).toHaveLength(0);
  });

  it('lets network info through without a session: start-up reads it first', async () => {
    const { calls, fetchImpl } = recordingFetch(json({ data: { id: 1 } }));
    const response = await forwardToPlatform(
      new Request('http://app.test/api/v2/users/self/network'),
      ['users', 'self', 'network'],
      {
        platformUrl: 'http://platform.test',
        fetch: fetchImpl,
      },
    );
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    const blocked = await forwardToPlatform(
      new Request('http://app.test/api/v2/users/self/network/x'),
      ['users', 'self', 'network', 'x'],
      {
        platformUrl: 'http://platform.test',
        fetch: fetchImpl,
      },
    );
    expect(blocked.status).toBe(401);
  });

  it('moves a token grant into an httpOnly cookie and strips it from the body', async () => {
    const grant = { data: { access_token: 'fresh', expires_at: 2_000_000, user_id: 7, device_id: 3 } };
    const { fetchImpl } = recordingFetch(json(grant));
    const response = await forwardToPlatform(
      new Request('http://app.test/api/v2/auth/device', {
        method: 'POST',
        body: '{"device_id":3}',
        headers: { 'content-type': 'application/json' },
      }),
      ['auth', 'device'],
      { platformUrl: 'http://platform.test', fetch: fetchImpl, now: () => 1_000_000_000 },
    );
    const body = await response.json();
    expect(body.data).toEqual({ expires_at: 2_000_000, user_id: 7, device_id: 3 });
    const cookies = response.headers.getSetCookie();
    const tokenCookie = cookies.find((value) => value.startsWith('tv_token='));
    expect(tokenCookie).toContain('HttpOnly');
    expect(tokenCookie).toContain('tv_token=fresh');
    // The session outlives the token (90 days, renewed by each grant); the token's own expiry is kept beside it.
    expect(tokenCookie).toContain(`Max-Age=${90 * 24 * 3600}`);
    expect(cookies.find((value) => value.startsWith('tv_token_exp='))).toMatch(/^tv_token_exp=2000000000;.*HttpOnly/);
    expect(cookies.find((value) => value.startsWith('tv_token_at='))).not.toContain('HttpOnly');
    expect(cookies.find((value) => value.startsWith('tv_device='))).toContain('tv_device=3');
  });

  it('keeps the re-authorized device when the auth/device answer names none (issue 31)', async () => {
    const forward = async (body: string, cookie: string) => {
      const { fetchImpl } = recordingFetch(json({ access_token: 'renewed', expired: 2_000_000 }));
      const response = await forwardToPlatform(
        new Request('http://app.test/api/v2/auth/device', { method: 'POST', body, headers: { 'content-type': 'application/json', cookie } }),
        ['auth', 'device'],
        { platformUrl: 'http://platform.test', fetch: fetchImpl, now: () => 1_000_000_000 },
      );
      return response.headers.getSetCookie().find((value) => value.startsWith('tv_device='));
    };
    expect(await forward('{"device_id":"6f1c2a9e-0b7d"}', 'tv_token=old; tv_device=6f1c2a9e-0b7d')).toMatch(/^tv_device=6f1c2a9e-0b7d;.*Max-Age=7776000/);
    expect(await forward('{}', 'tv_token=old; tv_device=d-7')).toMatch(/^tv_device=d-7;.*Max-Age=7776000/);
  });

  it('keeps the guest session a sign-in replaces and drops its device id, so no call reaches the guest device', async () => {
    const calls: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      calls.push(`${url.pathname}?${url.searchParams.get('access_token')}`);
      return url.pathname === '/v2/users/self'
        ? json({ data: { is_guest: true } })
        : json({ data: { access_token: 'member', expires_at: 2_000_000, user_id: 9, device_id: null } });
    }) as typeof fetch;
    const response = await forwardToPlatform(
      new Request('http://app.test/api/v2/auth/login', {
        method: 'POST',
        body: '{"login":"a","password":"b"}',
        headers: { 'content-type': 'application/json', cookie: 'tv_token=guest-token; tv_device=12' },
      }),
      ['auth', 'login'],
      { platformUrl: 'http://platform.test', fetch: fetchImpl, now: () => 1_000_000_000 },
    );
    expect(calls).toEqual(['/v2/auth/login?guest-token', '/v2/users/self?guest-token']);
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((value) => value.startsWith('tv_guest='))).toMatch(/^tv_guest=12%3Aguest-token;.*HttpOnly/);
    expect(cookies.find((value) => value.startsWith('tv_device='))).toMatch(/^tv_device=;.*Max-Age=0/);
    expect(cookies.find((value) => value.startsWith('tv_token='))).toContain('tv_token=member');
  });

  describe('the profile hint the channel pages render by (lib/locale-rewrite.ts)', () => {
    const forward = async (path: string[], data: unknown, method = 'GET') => {
      const { fetchImpl } = recordingFetch(json({ data }));
      const response = await forwardToPlatform(
        new Request(`http://app.test/api/v2/${path.join('/')}`, {
          method,
          headers: { 'content-type': 'application/json', cookie: 'tv_token=t' },
          ...(method === 'GET' ? {} : { body: '{"id":2}' }),
        }),
        path,
        { platformUrl: 'http://platform.test', fetch: fetchImpl },
      );
      return response.headers.getSetCookie().find((value) => value.startsWith('tv_profile='));
    };

    it('records the role the platform states for the viewer and for a profile switch', async () => {
      expect(await forward(['users', 'self'], { id: 1, profile: { id: 1, role: 'adult' } })).toMatch(/^tv_profile=adult;.*HttpOnly/);
      expect(await forward(['users', 'self'], { id: 1, is_guest: true, profile: null })).toMatch(/^tv_profile=adult;/);
      expect(await forward(['users', 'self', 'profile'], { id: 2, role: 'child' }, 'POST')).toMatch(/^tv_profile=child;/);
      expect(await forward(['users', 'self', 'profile'], { id: 1, role: 'adult' })).toMatch(/^tv_profile=adult;/);
    });

    it('forgets it with a new token and leaves it alone on other answers', async () => {
      const grant = { access_token: 'fresh', expires_at: 2_000_000, user_id: 7, device_id: 3 };
      expect(await forward(['auth', 'device'], grant, 'POST')).toMatch(/^tv_profile=;.*Max-Age=0/);
      expect(await forward(['users', 'self', 'profiles'], [{ id: 2, role: 'child' }])).toBeUndefined();
      expect(await forward(['users', 'self'], { id: 1 })).toBeUndefined();
    });
  });

  it("passes on a stream answer's media cookies only, never one that could touch the app's cookies or pages", async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    const media = 'media_key=7.1.sig; Path=/media/; Max-Age=60; HttpOnly; SameSite=Lax';
    headers.append('set-cookie', media);
    headers.append('set-cookie', 'tv_token=forged; Path=/; HttpOnly');
    headers.append('set-cookie', 'readable=1; Path=/media/');
    headers.append('set-cookie', 'unscoped=1; HttpOnly');
    const answer = () => new Response(JSON.stringify({ hls: 'http://platform.test/media/x' }), { headers });
    const forward = (path: string[]) =>
      forwardToPlatform(
        new Request(`http://app.test/api/v2/${path.join('/')}`, { headers: { cookie: 'tv_token=t' } }),
        path,
        { platformUrl: 'http://platform.test', fetch: (async () => answer()) as typeof fetch },
      );
    expect((await forward(['channels', '1', 'stream'])).headers.getSetCookie()).toEqual([media]);
    expect((await forward(['channels', '1'])).headers.getSetCookie()).toEqual([]);
  });

  it('passes platform errors through unchanged', async () => {
    const { fetchImpl } = recordingFetch(json({ error_code: 'not_found', status_code: 404 }, 404));
    const response = await forwardToPlatform(new Request('http://app.test/api/v2/contents/9'), ['contents', '9'], {
      platformUrl: 'http://platform.test',
      fetch: fetchImpl,
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error_code).toBe('not_found');
  });

  it('words a viewer-facing platform error in the interface language: the lang cookie, else Accept-Language', async () => {
    const wrongPassword = {
      detail: { login: ['Wrong login or password.'] },
      error: { message: 'Wrong login or password.', code: 'invalid_credentials' },
      error_code: 'invalid_credentials',
    };
    const languages: string[] = [];
    const errorWords = async (locale: string) => {
      languages.push(locale);
      return (key: string) => `${locale}:${key}`;
    };
    const call = async (headers: Record<string, string>) => {
      const { fetchImpl } = recordingFetch(json(wrongPassword, 400));
      const request = new Request('http://app.test/api/v2/auth/login', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: '{}',
      });
      const response = await forwardToPlatform(request, ['auth', 'login'], {
        platformUrl: 'http://platform.test',
        fetch: fetchImpl,
        errorWords,
      });
      expect(response.status).toBe(400);
      return response.json();
    };
    // A browser's own list falls behind the language chosen here.
    expect(await call({ cookie: 'lang=kk', 'accept-language': 'ru-RU,ru;q=0.9' })).toMatchObject({
      detail: { login: ['kk:invalidCredentials'] },
      error: { message: 'kk:invalidCredentials', code: 'invalid_credentials' },
    });
    expect((await call({ 'accept-language': 'ru-RU,ru;q=0.9' })).error.message).toBe('ru:invalidCredentials');
    // The app's client names its page's language, which the address decides (issue 33): that wins.
    expect((await call({ cookie: 'lang=kk', 'accept-language': 'en' })).error.message).toBe('en:invalidCredentials');
    expect(languages).toEqual(['kk', 'ru', 'en']);
  });

  it('reports an unreachable platform as 502 with a readable message', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const response = await forwardToPlatform(new Request('http://app.test/api/v2/rowsets'), ['rowsets'], {
      platformUrl: 'http://platform.test',
      fetch: failing,
    });
    expect(response.status).toBe(502);
    expect((await response.json()).error_code).toBe('platform_unreachable');
  });

  it('flags a forbidden-country answer so the middleware locks later pages to /geo_lock', async () => {
    const { fetchImpl } = recordingFetch(json({ error_code: 'forbidden_country', status_code: 403 }, 403));
    const response = await forwardToPlatform(
      new Request('http://app.test/api/v2/auth/login', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
      ['auth', 'login'],
      {
        platformUrl: 'http://platform.test',
        fetch: fetchImpl,
      },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((value) => value.startsWith('geo_locked=1'))).toBe(true);
  });

  describe('bad and hostile requests (issue 13)', () => {
    const options = (fetchImpl: typeof fetch) => ({ platformUrl: 'http://platform.test', fetch: fetchImpl });

    it('refuses a state change from another site or a cross-site form body, and lets our own pages through', async () => {
      const { calls, fetchImpl } = recordingFetch(json({ data: {} }));
      const post = (headers: Record<string, string>) =>
        forwardToPlatform(
          new Request('http://app.test/api/v2/users/self/profiles', {
            method: 'POST',
            body: '{"name":"x"}',
            headers: { cookie: 'tv_token=t', ...headers },
          }),
          ['users', 'self', 'profiles'],
          options(fetchImpl),
        );
      expect((await post({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await post({ 'content-type': 'application/json', 'sec-fetch-site': 'same-site' })).status).toBe(403);
      expect(
        (await post({ 'content-type': 'application/json', origin: 'https://evil.example', host: 'app.test' })).status,
      ).toBe(403);
      expect((await post({ 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' })).status).toBe(415);
      expect(
        (
          await post({
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'http://app.test',
            host: 'app.test',
          })
        ).status,
      ).toBe(415);
      expect(calls).toHaveLength(0);
      expect((await post({ 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
      expect(
        (await post({ 'content-type': 'application/json', origin: 'http://app.test', host: 'app.test' })).status,
      ).toBe(200);
      expect(calls).toHaveLength(2);
    });

    it('lets cross-site GETs through: reading needs the cookie, which SameSite=Lax keeps home', async () => {
      const { fetchImpl } = recordingFetch(json({ data: [] }));
      const request = new Request('http://app.test/api/v2/channels', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect((await forwardToPlatform(request, ['channels'], options(fetchImpl))).status).toBe(200);
    });

    it('answers a stray undecodable cookie (x=100%) like any other call, not 500', async () => {
      const { calls, fetchImpl } = recordingFetch(json({ data: [] }));
      const request = new Request('http://app.test/api/v2/channels', {
        headers: { cookie: 'x=100%; tv_token=secret; lang=%E0%A4%A' },
      });
      const response = await forwardToPlatform(request, ['channels'], options(fetchImpl));
      expect(response.status).toBe(200);
      expect(new URL(calls[0].url).searchParams.get('access_token')).toBe('secret');
    });

    it('refuses dot and empty segments before they can climb out of /v2', async () => {
      const { calls, fetchImpl } = recordingFetch(json({ data: {} }));
      for (const path of [
        ['..', 'dev', 'db', 'tokens'],
        ['contents', '..', '..', 'dev'],
        ['.', 'channels'],
        ['contents', '', 'x'],
      ]) {
        const response = await forwardToPlatform(
          new Request(`http://app.test/api/v2/${path.join('/')}`),
          path,
          options(fetchImpl),
        );
        expect(response.status).toBe(400);
      }
      expect(calls).toHaveLength(0);
    });

    it('sends the client address as X-Forwarded-For, never the list the client wrote', async () => {
      const { calls, fetchImpl } = recordingFetch(json({ data: [] }));
      const request = new Request('http://app.test/api/v2/channels', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      await forwardToPlatform(request, ['channels'], options(fetchImpl));
      expect(calls[0].headers.get('x-forwarded-for')).toBe('203.0.113.9');
      const forged = new Request('http://app.test/api/v2/channels', {
        headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
      });
      await forwardToPlatform(forged, ['channels'], options(fetchImpl));
      expect(calls[1].headers.get('x-forwarded-for')).toBe('unknown');
    });

    it('answers 413 over the body limit without reading the whole body', async () => {
      const { calls, fetchImpl } = recordingFetch(json({ data: {} }));
      let pulled = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(16 * 1024));
        },
      });
      const request = new Request('http://app.test/api/v2/users/self/profiles', {
        method: 'POST',
        body: endless,
        headers: { cookie: 'tv_token=t', 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit);
      const response = await forwardToPlatform(request, ['users', 'self', 'profiles'], options(fetchImpl));
      expect(response.status).toBe(413);
      expect(pulled).toBeLessThan(10);
      expect(calls).toHaveLength(0);
      const declared = new Request('http://app.test/api/v2/users/self/profiles', {
        method: 'POST',
        body: 'x'.repeat(70 * 1024),
        headers: { cookie: 'tv_token=t', 'content-type': 'application/json' },
      });
      expect((await forwardToPlatform(declared, ['users', 'self', 'profiles'], options(fetchImpl))).status).toBe(413);
    });
  });
});
