import type { ApiClient } from '@/lib/api/client';
import { postMetricsEvents } from '@/lib/api/metrics';
import type { StatsTransport } from '@/player/stats/playback-stats';

/**
 * The platform's metrics sink and playback stat endpoints (live-channels.md section 7), for the player's statistics.
 * The stat report is a beacon: the last one is made as the page is left, and only a beacon reliably arrives then.
 * The client is asked for at each call, so a module constant can hold the transport.
 */
export function createApiStatsTransport(api: () => ApiClient): StatsTransport {
  return {
    playback: (kind, body) =>
      body.statId === null ? Promise.resolve() : api().post(`/v2/metrics/playback/${kind}`, body),
    watchEvent: (body) => postMetricsEvents(api(), { name: 'watch_300', params: { ...body } }),
    stat: (statId, duration) => api().patch(`/v2/users/self/stat/${statId}`, undefined, { query: { duration }, beacon: true }),
    error: (body) => api().post('/v2/metrics/errors', { name: 'playback_error', params: { ...body } }),
  };
}
