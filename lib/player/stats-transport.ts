import type { ApiClient } from '@/lib/api/client';
import { postMetricsError, postMetricsEvents, postPlaybackMetric, reportWatchedTime } from '@/lib/api/metrics';
import type { StatsTransport } from '@/player/stats/playback-stats';

/**
 * The platform's metrics sink and playback stat endpoints (live-channels.md section 7, `lib/api/metrics.ts`), for the
 * player's statistics. The client is asked for at each call, so a module constant can hold the transport.
 */
export function createApiStatsTransport(api: () => ApiClient): StatsTransport {
  return {
    playback: (kind, body) => (body.statId === null ? Promise.resolve() : postPlaybackMetric(api(), kind, body)),
    watchEvent: (body) => postMetricsEvents(api(), { name: 'watch_300', params: { ...body } }),
    stat: (statId, duration) => reportWatchedTime(api(), statId, duration),
    error: (body) => postMetricsError(api(), { name: 'playback_error', params: { ...body } }),
  };
}
