import { createApiClient, type ApiClient } from '@/lib/api/client';
import type { StatsTransport } from './playback-stats';

/**
 * The browser's gateway client with `keepalive` requests: the last stat report is sent while the page is
 * being left, and a plain request would be cancelled with the page.
 */
export function createLeavingPageApi(): ApiClient {
  return createApiClient({
    baseUrl: '',
    pathPrefix: '/api',
    fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
  });
}

/**
 * The platform's metrics sink and playback stat endpoints (live-channels.md section 7). `statApi` carries the
 * stat reports, which include the one made as the page is left.
 */
export function createApiStatsTransport(api: ApiClient, statApi: ApiClient = api): StatsTransport {
  return {
    playback: (kind, body) =>
      body.statId === null ? Promise.resolve() : api.post(`/v2/metrics/playback/${kind}`, body),
    watchEvent: (body) => api.post('/v2/metrics/events', { name: 'watch_300', params: body }),
    stat: (statId, duration) => statApi.patch(`/v2/users/self/stat/${statId}`, undefined, { query: { duration } }),
    error: (body) => api.post('/v2/metrics/errors', { name: 'playback_error', params: body }),
  };
}
