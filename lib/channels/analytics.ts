import type { ApiClient } from '@/lib/api/client';
import { postMetricsEvents } from '@/lib/api/metrics';

/**
 * Channel analytics events (live-channels.md section 7: open_channel, channel search...) to the metrics sink.
 * Analytics never gets in the way of watching: a failed send is dropped.
 */
export function sendChannelEvent(
  api: ApiClient,
  name: string,
  params: Record<string, string | number | boolean | null>,
): void {
  postMetricsEvents(api, { name, params }).catch(() => undefined);
}
