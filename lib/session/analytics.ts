import type { ApiClient } from '../api/client';
import { postMetricsEvents } from '../api/metrics';
import { debugLog } from '../debug-log';

/** Session analytics events (core-session-account.md section 4: sign_in or sign_up on success). */
export type SessionEvent = 'sign_in' | 'sign_up' | 'logout' | 'push_show' | 'push_run' | 'notification_permission';

/** Analytics never stops the flow it describes: a failed send is only logged. */
export async function logSessionEvent(api: ApiClient, name: SessionEvent, params: Record<string, unknown> = {}): Promise<void> {
  try {
    await postMetricsEvents(api, { name, params, ts: Date.now() });
  } catch (error) {
    debugLog.warn(`analytics event ${name} was not sent`, error);
  }
}
