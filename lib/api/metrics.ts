import { debugLog } from '../debug-log';
import type { ApiClient } from './client';

/** The platform's metrics sink (platform/docs/media.md): one event or a batch of them. */
const METRICS_EVENTS_PATH = '/v2/metrics/events';

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
