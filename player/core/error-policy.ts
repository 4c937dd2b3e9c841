import { DOWNLOAD_ERROR_MIN_ERRORS, ERROR_THRESHOLD, FRAGMENT_ERROR_THRESHOLD } from './constants';
import type { EngineError } from './types';

export interface ErrorCounters {
  errorCount: number;
  fragmentErrorCount: number;
}

export type ErrorAction =
  'none' | 'restart-load' | 'recover-media' | 'video-error' | 'codec-error' | 'drm-error' | 'stop';

export interface ErrorDecision {
  counters: ErrorCounters;
  action: ErrorAction;
}

/**
 * The stream error rules of live-channels.md section 4 "Player states" and catalogue-vod-billing.md
 * section 4 "Watch player", independent of the engine that reported the error:
 * - fragment parse and stall errors are counted; more than 5 is a video error;
 * - a 404, or a 403 the source could not renew, counts as an error and restarts loading; fatal network errors restart loading;
 * - fatal media errors recover, and count, so a stream whose media keeps failing stops;
 * - incompatible codecs end in the codec error; a full buffer reloads the media;
 * - a fatal DRM error is shown with its message and code and ends playback;
 * - once more than 2 errors are counted the player pauses and destroys the stream.
 */
export function decideEngineError(counters: ErrorCounters, error: EngineError): ErrorDecision {
  const next = { ...counters };
  let action: ErrorAction = 'none';
  switch (error.kind) {
    case 'fragment-parse':
    case 'stall':
      next.fragmentErrorCount += 1;
      if (next.fragmentErrorCount > FRAGMENT_ERROR_THRESHOLD) {
        next.fragmentErrorCount = 0;
        action = 'video-error';
      }
      break;
    case 'http-404':
    case 'http-403':
      next.errorCount += 1;
      action = 'restart-load';
      break;
    case 'network':
      action = error.fatal ? 'restart-load' : 'none';
      break;
    case 'media':
      if (error.fatal) {
        next.errorCount += 1;
        action = 'recover-media';
      }
      break;
    case 'incompatible-codecs':
      return { counters: next, action: 'codec-error' };
    case 'buffer-full':
      action = 'recover-media';
      break;
    case 'drm':
      return { counters: next, action: error.fatal ? 'drm-error' : 'none' };
    case 'other':
      if (error.fatal) {
        next.errorCount += 1;
        action = 'restart-load';
      }
      break;
  }
  if (next.errorCount > ERROR_THRESHOLD) action = 'stop';
  return { counters: next, action };
}

/**
 * The player's error box (live-channels.md section 4): the codec error at once; "could not load the video" once
 * playback stopped or a video error comes after two or more errors. A first media error retry is a recovery in
 * progress: the spinner stays and no box shows.
 */
export function stoppedMessageOf(state: {
  codecError: boolean;
  stopped: boolean;
  videoError: boolean;
  errorCount: number;
}): 'error_video_codec' | 'error_video_download' | null {
  if (state.codecError) return 'error_video_codec';
  if (state.stopped || (state.videoError && state.errorCount >= DOWNLOAD_ERROR_MIN_ERRORS)) return 'error_video_download';
  return null;
}
