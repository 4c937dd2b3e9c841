import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayServer, gatewayPath } from './gateway-server';

interface Received {
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

const json = { 'content-type': 'application/json' };
let platform: Server;
let web: Server;
let webUrl: string;
const received: Received[] = [];
const savedPlatformUrl = process.env.PLATFORM_API_URL;

beforeAll(async () => {
  platform = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://platform.test');
      received.push({ url, headers: req.headers, body });
      if (url.pathname === '/v2/auth/login') return res.writeHead(200, json).end(JSON.stringify({ access_token: 'fresh', expired: 2_000_000_000 }));
      if (url.pathname === '/v2/metrics/void') return res.writeHead(204).end();
      res.writeHead(200, json).end(JSON.stringify({ path: url.pathname }));
    });
  });
  process.env.PLATFORM_API_URL = await listen(platform);
  const serve = createGatewayServer();
  web = createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(418).end('left to Next');
  });
  webUrl = await listen(web);
});

afterAll(async () => {
  process.env.PLATFORM_API_URL = savedPlatformUrl;
  await Promise.all([platform, web].map((server) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  received.length = 0;
});

describe('the gateway server.mjs answers before Next', () => {
  it('passes a call on with the cookie token, the language and the client address, and answers with the common headers', async () => {
    const response = await fetch(`${webUrl}/api/v2/tv/rows?x=1&access_token=forged`, { headers: { cookie: 'tv_token=secret; lang=kk' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/v2/tv/rows' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [call] = received;
    expect(call.url.searchParams.getAll('access_token')).toEqual(['secret']);
    expect(call.url.searchParams.get('x')).toBe('1');
    expect(call.headers['accept-language']).toBe('kk');
    expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(call.headers.cookie).toBeUndefined();
  });

  it('turns a grant into session cookies, the token expiry among them, and keeps the token out of the body', async () => {
    const response = await fetch(`${webUrl}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'demo', password: 'demo123' }),
    });
    const body = await response.json();
    expect(body).not.toHaveProperty('access_token');
    expect(body.expired).toBe(2_000_000_000);
    expect(received[0].body).toBe('{"login":"demo","password":"demo123"}');
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((value) => value.startsWith('tv_token='))).toMatch(/^tv_token=fresh;.*HttpOnly/);
    expect(cookies.find((value) => value.startsWith('tv_token_exp='))).toMatch(/^tv_token_exp=2000000000000;/);
  });

  it('keeps the rules of the route: no session on a personal path, an empty answer stays empty', async () => {
    expect((await fetch(`${webUrl}/api/v2/users/self`)).status).toBe(401);
    const empty = await fetch(`${webUrl}/api/v2/metrics/void`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('leaves other addresses and the ones Next normalizes or refuses to Next', async () => {
    for (const address of ['/api/session', '/api/v2/users/self/', '/api/v2//x', '/api/v2/%E0%A4%A', '/channels']) {
      expect((await fetch(`${webUrl}${address}`)).status).toBe(418);
    }
    expect((await fetch(`${webUrl}/api/v2/tv/rows`, { method: 'OPTIONS' })).status).toBe(418);
    const badHost = await new Promise<number | undefined>((resolve) =>
      request(`${webUrl}/api/v2/tv/rows`, { headers: { host: 'a b' } }, (res) => resolve(res.statusCode)).end(),
    );
    expect(badHost).toBe(418);
    expect(received).toHaveLength(0);
  });
});

describe('gatewayPath', () => {
  it('decodes each segment as Next hands them to [...path]', () => {
    expect(gatewayPath('/api/v2/users/self?x=1')).toEqual(['users', 'self']);
    expect(gatewayPath('/api/v2/a%2Fb/%2e%2e')).toEqual(['a/b', '..']);
    expect(gatewayPath('/api/v2/../dev')).toBeNull();
  });
});
