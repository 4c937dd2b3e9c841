import type { ApiClient } from '@/lib/api/client';
import { createApiStatsTransport, createLeavingPageApi } from './api-transport';

const ok = () => new Response(JSON.stringify({ data: {} }), { headers: { 'content-type': 'application/json' } });

describe('stats transport', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('sends requests of the leaving page through the gateway with keepalive, so leaving does not cancel them', async () => {
    const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(ok()));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await createLeavingPageApi().patch('/v2/users/self/stat/5', undefined, { query: { duration: 31 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0];
    expect(String(input)).toBe('/api/v2/users/self/stat/5?duration=31');
    expect(init).toMatchObject({ method: 'PATCH', keepalive: true });
  });

  it('reports the stat through the stat client and the events through the page client', async () => {
    const calls: string[] = [];
    const client = (name: string) =>
      ({
        post: (path: string) => (calls.push(`${name} POST ${path}`), Promise.resolve({})),
        patch: (path: string) => (calls.push(`${name} PATCH ${path}`), Promise.resolve({})),
      }) as unknown as ApiClient;
    const transport = createApiStatsTransport(client('page'), client('leaving'));
    const body = { statId: 9, channelId: null, contentParentId: null, contentId: 3, startType: 'click', libraryId: 1, position: 0 };
    await transport.playback('start', body);
    await transport.stat(9, 30);
    await transport.playback('start', { ...body, statId: null });
    expect(calls).toEqual(['page POST /v2/metrics/playback/start', 'leaving PATCH /v2/users/self/stat/9']);
  });
});
