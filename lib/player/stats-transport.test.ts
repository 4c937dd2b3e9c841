import type { ApiClient, RequestOptions } from '@/lib/api/client';
import { UNKNOWN_VIEWER } from '@/player/stats/playback-stats';
import { createApiStatsTransport } from './stats-transport';

describe('stats transport', () => {
  it('sends the stat report as a beacon, so the one made while leaving the page arrives, and the events as plain calls', async () => {
    const calls: string[] = [];
    const client = {
      post: (path: string, _body?: unknown, options?: RequestOptions) => (calls.push(`POST ${path}${options?.beacon ? ' beacon' : ''}`), Promise.resolve({})),
      patch: (path: string, _body?: unknown, options?: RequestOptions) =>
        (calls.push(`PATCH ${path}?duration=${options?.query?.duration}${options?.beacon ? ' beacon' : ''}`), Promise.resolve({})),
    } as unknown as ApiClient;
    const transport = createApiStatsTransport(() => client);
    const body = { statId: 9, channelId: null, contentParentId: null, contentId: 3, startType: 'click', libraryId: 1, position: 0, ...UNKNOWN_VIEWER };
    await transport.playback('start', body);
    await transport.stat(9, 30);
    await transport.playback('start', { ...body, statId: null });
    expect(calls).toEqual(['POST /v2/metrics/playback/start', 'PATCH /v2/users/self/stat/9?duration=30 beacon']);
  });
});
