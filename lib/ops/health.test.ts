import type { Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { createHealthEndpoints, platformCheck, READINESS_TIMEOUT_MS, redisCheck, type HealthCheck } from './health.mjs';
import { listen } from './test-server';

let server: Server | undefined;
afterEach(() => server?.close());

async function probe(checks: Record<string, HealthCheck>, { draining = false, timeoutMs = READINESS_TIMEOUT_MS } = {}) {
  const answer = createHealthEndpoints({ checks, isDraining: () => draining, timeoutMs });
  const listening = await listen((req, res) => {
    if (!answer(req, res)) res.writeHead(418).end();
  });
  server = listening.server;
  return listening.url;
}

describe('health endpoints', () => {
  it('answers /healthz 200 at once without asking any dependency', async () => {
    const check = jest.fn(async () => true);
    const url = await probe({ platform: check });
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(check).not.toHaveBeenCalled();
  });

  it('answers /readyz 200 with each dependency up', async () => {
    const url = await probe({ build: async () => true, platform: async () => true });
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { build: 'up', platform: 'up' }, failed: [] });
  });

  it('answers 503 naming what failed, within its bound when a dependency hangs', async () => {
    const url = await probe({ platform: async () => true, redis: () => new Promise<boolean>(() => {}) }, { timeoutMs: 200 });
    const started = Date.now();
    const response = await fetch(`${url}/readyz`);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.status).toBe(503);
    expect((await response.json()).failed).toEqual(['redis']);
  });

  it('bounds readiness at 2 s by default', () => {
    expect(READINESS_TIMEOUT_MS).toBe(2_000);
  });

  it('counts a dependency that throws as down', async () => {
    const url = await probe({ platform: async () => Promise.reject(new Error('ECONNREFUSED')) });
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect((await response.json()).checks).toEqual({ platform: 'down' });
  });

  it('answers /readyz 503 while draining, without checking anything', async () => {
    const check = jest.fn(async () => true);
    const url = await probe({ platform: check }, { draining: true });
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect((await response.json()).status).toBe('draining');
    expect(check).not.toHaveBeenCalled();
  });

  it('shares one check between probes arriving within a second (a flood costs the platform one call)', async () => {
    const check = jest.fn(async () => true);
    const url = await probe({ platform: check });
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${url}/readyz`)));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('leaves every other address to the app', async () => {
    const url = await probe({});
    expect((await fetch(`${url}/healthzz`)).status).toBe(418);
  });
});

describe('dependency checks', () => {
  it('counts the API up on any answer below 500 (the real one may answer 401 without a session)', async () => {
    const answering = (status: number) => (async () => new Response('{}', { status })) as unknown as typeof fetch;
    await expect(platformCheck('http://api.test', answering(401))()).resolves.toBe(true);
    await expect(platformCheck('http://api.test', answering(503))()).resolves.toBe(false);
  });

  it('counts Redis up when it answers PING, down when nothing listens', async () => {
    const redis = createNetServer((socket) => socket.once('data', () => socket.end('+PONG\r\n')));
    await new Promise<void>((resolve) => redis.listen(0, '127.0.0.1', resolve));
    const { port } = redis.address() as AddressInfo;
    await expect(redisCheck(`redis://127.0.0.1:${port}`)()).resolves.toBe(true);
    redis.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(redisCheck(`redis://127.0.0.1:${port}`)()).resolves.toBe(false);
  });
});
