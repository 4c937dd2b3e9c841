/**
 * What the channel page does when a stream request is refused (live-channels.md section 8): archive refusals
 * alert with the spec's keys and fall back to live, permission_denied opens a message with a way back,
 * other 403s show the server's text, and a missing purchase shows the purchase block. A request that got no
 * answer (dropped connection, timeout) or a server failure (5xx) is the "other stream failure": its status is stored
 * as a stream error, the general handler shows it, and the channel tries again by itself; calling a purchased
 * channel "not purchased" because the server hiccuped would offer the viewer a packet they already own.
 */

import { ApiError } from '@/lib/api/errors';
import { SCHEDULE_CLICK_ERRORS } from '@/lib/rules/archive';

export type StreamErrorOutcome =
  | { kind: 'alert'; key: string; goLive: boolean }
  | { kind: 'server_message'; text: string; goLive: boolean }
  | { kind: 'permission_denied'; text: string; goLive: boolean }
  | { kind: 'not_purchased'; goLive: boolean }
  | { kind: 'stream_error'; error: unknown; goLive: boolean };

const NAMESPACE = 'channels';
const SERVER_ERROR_MIN = 500;

export function stageOutcomeOfStreamError(error: unknown): StreamErrorOutcome {
  if (!(error instanceof ApiError) || error.status >= SERVER_ERROR_MIN)
    return { kind: 'stream_error', error, goLive: false };
  switch (error.code) {
    case 'from_future':
      return { kind: 'alert', key: `${NAMESPACE}.${SCHEDULE_CLICK_ERRORS.fromFuture}`, goLive: true };
    case 'copyright_banned':
      return { kind: 'alert', key: `${NAMESPACE}.${SCHEDULE_CLICK_ERRORS.copyrightBanned}`, goLive: true };
    case 'permission_denied':
      return { kind: 'permission_denied', text: error.message, goLive: false };
    case 'not_purchased':
      return { kind: 'not_purchased', goLive: false };
  }
  if (error.status === 403) return { kind: 'server_message', text: error.message, goLive: false };
  return { kind: 'not_purchased', goLive: false };
}
