/**
 * Every number the player rules depend on, named once. "LC" is live-channels.md, "CVB" is
 * catalogue-vod-billing.md; each comment names the section the value comes from.
 */

/** LC section 4 "Player states" and section 9: one skip tap moves 10 s. */
export const SKIP_STEP_SECONDS = 10;
/** LC section 9: accumulated skips are applied 500 ms after the last tap. */
export const SKIP_COMMIT_DELAY_MS = 500;
/** LC section 9: after a skip the player is busy for 300 ms divided by the skip count. */
export const SKIP_BUSY_MS = 300;

/** LC section 4 "Player states" and section 9: controls hide 5000 ms after the last hover or touch. */
export const CONTROLS_HIDE_MS = 5000;

/** LC section 2 "Player controls": double taps on the left or right fifth of the player skip. */
export const TAP_SKIP_ZONE_FRACTION = 0.2;
/** LC section 2 "Player controls": the top and bottom sixth of the player take no skip taps. */
export const TAP_EXCLUDED_EDGE_FRACTION = 1 / 6;
/** LC section 9: the second tap must come within 500 ms to count as a double tap. */
export const DOUBLE_TAP_MS = 500;

/** LC section 9 "Fragment error threshold 5"; section 4: more than 5 fragment or stall errors set video error. */
export const FRAGMENT_ERROR_THRESHOLD = 5;
/** LC section 9 "error threshold 2"; section 4: more than 2 errors pause and destroy the player. */
export const ERROR_THRESHOLD = 2;
/** LC section 4 and section 8: the download-error alert appears after two or more errors. */
export const DOWNLOAD_ERROR_MIN_ERRORS = 2;

/** LC section 4 / CVB section 4 "Watch player": each video-error retry seeks forward 10 s times the retry count. */
export const VIDEO_ERROR_RETRY_STEP_SECONDS = 10;
/** LC section 4 / CVB section 4 "Watch player": at most 10 video-error retries, then reset and flag. */
export const VIDEO_ERROR_MAX_RETRIES = 10;

/** LC section 4 "Player states": with errors at 2 or more on live play the player jumps to the current programme. */
export const LIVE_JUMP_MIN_ERRORS = 2;

/** LC section 4 "Schedule and archive": a target under 30 s from now is live; timestamps are only sent 30 s back or more. */
export const LIVE_EDGE_SECONDS = 30;
/** LC section 4 "Schedule and archive": scrub time is clamped to programme duration minus 5 s. */
export const SCRUB_END_MARGIN_SECONDS = 5;
/**
 * A resume point this close to the media's end plays the title from its start (the "fully watched" of the history
 * rule, judged by the media's real duration); the same margin the spec keeps scrubs from a programme's end.
 */
export const RESUME_END_MARGIN_SECONDS = SCRUB_END_MARGIN_SECONDS;
/** LC section 4 "Schedule and archive": scrub time is rounded down to 10 s. */
export const SCRUB_ROUNDING_SECONDS = 10;
/** LC section 4 "Schedule and archive": stream position 0 means live. */
export const LIVE_STREAM_TIMESTAMP = 0;

/** LC section 5: volume between 0 and 1, default 100 percent, step 0.05. */
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 1;
export const VOLUME_DEFAULT = 1;
export const VOLUME_STEP = 0.05;
/** LC section 5: a held volume key repeats the step every 100 ms. */
export const VOLUME_KEY_REPEAT_MS = 100;
/**
 * LC section 9 "Arrow lock 800 ms": a held left or right arrow skips again at most every 800 ms. Without the lock the
 * key's auto-repeat (about 30 a second) would pile up skips that commit only when the key is released.
 */
export const ARROW_LOCK_MS = 800;

/** LC section 9: playback speeds 0.25 to 2 in steps of 0.25 (on-demand only). */
export const PLAYBACK_RATE_MIN = 0.25;
export const PLAYBACK_RATE_MAX = 2;
export const PLAYBACK_RATE_STEP = 0.25;
export const PLAYBACK_RATE_DEFAULT = 1;

/** LC section 4 and section 9 / CVB section 9: quality up to 1080, at most 4 levels. */
export const QUALITY_MAX_HEIGHT = 1080;
export const QUALITY_MAX_LEVELS = 4;

/** LC section 9 / CVB section 9: buffer length 5 s. */
export const BUFFER_LENGTH_SECONDS = 5;
/** LC section 9 / CVB section 9: max buffer size 5 MB (hls.js counts bytes in decimal megabytes). */
export const MAX_BUFFER_SIZE_BYTES = 5 * 1000 * 1000;
/** LC section 9 / CVB section 9: max max buffer 10 s. */
export const MAX_MAX_BUFFER_LENGTH_SECONDS = 10;
/** LC section 9 / CVB section 9: buffer hole 0.3 s. */
export const MAX_BUFFER_HOLE_SECONDS = 0.3;
/**
 * A stall the viewer sees: the picture stands still this long. A shorter one that ends by itself (the browser waited
 * a moment with seconds of media buffered, as a busy device makes it do) is no error of the stream: it is neither
 * reported nor counted by the stall rule (LC section 4). The e2e's longest acceptable wait is the same second.
 */
export const STALL_SEEN_MS = 1000;

/** LC section 8 / CVB section 8: DRM licence answers with this code carry a message the player parses and shows. */
export const DRM_PARSED_MESSAGE_CODE = 8002;

/** Message keys the player emits; the UI translates them (LC section 4 and section 8, CVB section 8). */
export const PLAYER_MESSAGE_KEYS = {
  downloadError: 'error_video_download',
  codecError: 'error_video_codec',
  livePauseRefused: 'warning_archive_no_pause',
} as const;

export type PlayerMessageKey = (typeof PLAYER_MESSAGE_KEYS)[keyof typeof PLAYER_MESSAGE_KEYS];
