import { DELETE, POST } from './route';

jest.mock('server-only', () => ({}));

const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const token = url.searchParams.get('access_token');
    if (url.pathname === '/v2/auth/device' && token === 'guest') return Response.json({ data: { access_token: 'guest-again', device_id: 12 } });
    if (token === 'good') return Response.json({ data: { id: 1 } });
    if (token === 'guest') return Response.json({ data: { id: 2, is_guest: true } });
    return Response.json({ error: { message: 'Invalid token' } }, { status: 401 });
  }) as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

const post = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request('http://app.test/api/session', { method: 'POST', body, headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers } }));

describe('/api/session', () => {
  it('takes a checked token as the session when the browser has none', async () => {
    const response = await post('{"access_token":"good"}');
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('tv_token=good;') && cookie.includes('HttpOnly'))).toBe(true);
  });

  it('does not replace a session without the viewer having confirmed, and does once confirmed', async () => {
    const cookie = 'tv_token=mine; x=100%';
    expect((await post('{"access_token":"good"}', { cookie })).status).toBe(409);
    expect((await post('{"access_token":"good","replace":true}', { cookie })).status).toBe(204);
  });

  it('refuses other sites, form bodies, bad tokens and oversized bodies', async () => {
    expect((await post('{"access_token":"good"}', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('access_token=good', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('{"access_token":"bad"}')).status).toBe(401);
    expect((await post('{}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ access_token: 'x'.repeat(5000) }))).status).toBe(413);
  });

  it('logs out only for our own pages', async () => {
    const crossSite = await DELETE(new Request('http://app.test/api/session', { method: 'DELETE', headers: { origin: 'https://evil.example', host: 'app.test' } }));
    expect(crossSite.status).toBe(403);
    const own = await DELETE(new Request('http://app.test/api/session', { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(own.status).toBe(204);
  });

  it('drops the device of the session it replaces and keeps a guest session for logout to return to', async () => {
    const response = await post('{"access_token":"good","replace":true}', { cookie: 'tv_token=guest; tv_device=12' });
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((value) => value.startsWith('tv_device='))).toContain('Max-Age=0');
    expect(cookies.find((value) => value.startsWith('tv_guest='))).toMatch(/^tv_guest=12%3Aguest;.*HttpOnly/);

    const logout = await DELETE(new Request('http://app.test/api/session?fallback=guest', { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin', cookie: 'tv_token=good; tv_guest=12%3Aguest' } }));
    expect(await logout.json()).toEqual({ guest: true });
    const restored = logout.headers.getSetCookie();
    expect(restored.find((value) => value.startsWith('tv_token='))).toContain('tv_token=guest-again');
    expect(restored.find((value) => value.startsWith('tv_device='))).toContain('tv_device=12');
    expect(restored.find((value) => value.startsWith('tv_guest='))).toContain('Max-Age=0');
  });

  it('logs out to no session when no guest was kept', async () => {
    const logout = await DELETE(new Request('http://app.test/api/session?fallback=guest', { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin', cookie: 'tv_token=good' } }));
    expect(await logout.json()).toEqual({ guest: false });
    expect(logout.headers.getSetCookie().find((value) => value.startsWith('tv_token='))).toContain('Max-Age=0');
  });
});
