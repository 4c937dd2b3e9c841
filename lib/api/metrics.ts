import type { ApiClient } from './client';

/** The platform's metrics sink (platform/docs/media.md): one event or a batch of them. */
const METRICS_EVENTS_PATH = '/v2/metrics/events';

export interface MetricsEvent {
  name: string;
  params?: Record<string, unknown>;
  /** When it happened (ms since the epoch), for events sent later than they occurred. */
  ts?: number;
}

export function postMetricsEvents(api: ApiClient, events: MetricsEvent | MetricsEvent[]): Promise<unknown> {
  return api.post(METRICS_EVENTS_PATH, events);
}
