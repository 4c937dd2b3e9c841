import { debugLog } from '../debug-log';
import type { ApiClient } from './client';

/** The platform's metrics sink (platform/docs/media.md): one event or a batch of them. */
const METRICS_EVENTS_PATH = '/v2/metrics/events';
const METRICS_ERRORS_PATH = '/v2/metrics/errors';

export interface MetricsEvent {
  name: string;
  params?: Record<string, unknown>;
  /** When it happened (ms since the epoch), for events sent later than they occurred. */
  ts?: number;
}

/** With analytics debug on (`?show_debug`), every event sent is also shown in the console. */
export function postMetricsEvents(api: ApiClient, events: MetricsEvent | MetricsEvent[]): Promise<unknown> {
  for (const event of Array.isArray(events) ? events : [events]) debugLog.info('[analytics]', event.name, event.params ?? {});
  return api.post(METRICS_EVENTS_PATH, events);
}

/** A playback failure, to the platform's error sink (live-channels.md section 7). */
export function postMetricsError(api: ApiClient, event: MetricsEvent): Promise<unknown> {
  return api.post(METRICS_ERRORS_PATH, event);
}

/** The start of a playback, or one of its update marks (live-channels.md section 7). */
export function postPlaybackMetric(api: ApiClient, kind: 'start' | 'update', body: object): Promise<unknown> {
  return api.post(`/v2/metrics/playback/${kind}`, body);
}

/**
 * The watched time of a stat record. A beacon: the last report is made as the page is left, and only a beacon
 * reliably arrives then.
 */
export function reportWatchedTime(api: ApiClient, statId: number, durationSeconds: number): Promise<unknown> {
  return api.patch(`/v2/users/self/stat/${statId}`, undefined, { query: { duration: durationSeconds }, beacon: true });
}
