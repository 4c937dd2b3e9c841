/**
 * What the channel page does when a stream request is refused (live-channels.md section 8): archive refusals
 * alert with the spec's keys and fall back to live, permission_denied opens a message with a way back,
 * other 403s show the server's text, and the purchase block shows only when the answer says `not_purchased`.
 *
 * Every other failure is the spec's "other stream failure" (a request without an answer, a 5xx, a 400 such as
 * `invalid_ts`, a 401 the API client re-authorizes): its status is stored as a stream error, the general handler shows
 * it, and the channel tries again by itself. The spec's row also marks the channel not purchased there; that half is
 * left out on purpose, as it offers a viewer who owns the channel a packet they already have (issue 37).
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
const FORBIDDEN = 403;

export function stageOutcomeOfStreamError(error: unknown): StreamErrorOutcome {
  if (!(error instanceof ApiError)) return { kind: 'stream_error', error, goLive: false };
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
  if (error.status === FORBIDDEN) return { kind: 'server_message', text: error.message, goLive: false };
  return { kind: 'stream_error', error, goLive: false };
}
