/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFailedPagesWith503, isPageRequest } from './unavailable-status';

describe('answerFailedPagesWith503', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    answerFailedPagesWith503();
    server = createServer((request, response) => {
      response.statusCode = request.url?.includes('ok') ? 200 : 500;
      response.end('body');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('turns a failed page into 503 with Retry-After, keeping its body', async () => {
    const response = await fetch(`${origin}/contents/x`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.text()).toBe('body');
  });

  it('leaves API routes, successful pages and other methods alone', async () => {
    expect((await fetch(`${origin}/api/v2/x`)).status).toBe(500);
    expect((await fetch(`${origin}/ok`)).status).toBe(200);
    expect((await fetch(`${origin}/contents/x`, { method: 'POST' })).status).toBe(500);
  });

  it('knows a page request from assets and API calls', () => {
    expect(isPageRequest({ method: 'GET', url: '/channels?x=1' })).toBe(true);
    expect(isPageRequest({ method: 'GET', url: '/_next/static/chunk.js' })).toBe(false);
    expect(isPageRequest(undefined)).toBe(false);
  });
});
