import { DELETE, POST } from './route';

jest.mock('server-only', () => ({}));

const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = (async (input: RequestInfo | URL) =>
    new URL(String(input)).searchParams.get('access_token') === 'good'
      ? Response.json({ data: { id: 1 } })
      : Response.json({ error: { message: 'Invalid token' } }, { status: 401 })) as typeof fetch;
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
});
