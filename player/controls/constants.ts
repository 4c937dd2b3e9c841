/**
 * Numbers of the player UI (not of playback rules, which live in core/constants.ts). "LC" is
 * live-channels.md, "CVB" is catalogue-vod-billing.md.
 */

/** LC section 4 "Player states": play and pause each trigger a 0.5 s animation. */
export const PLAY_PAUSE_ANIMATION_MS = 500;

/** LC section 9 / CVB section 9: screenshot preview size 196x110. */
export const SCREENSHOT_PREVIEW_WIDTH = 196;
export const SCREENSHOT_PREVIEW_HEIGHT = 110;

/** LC section 9: a packshot or playback point without an end lasts 8000 ms from its start. */
export const PLAYBACK_POINT_DEFAULT_LENGTH_MS = 8000;

/** LC section 9 / CVB "Content playback": the watch-from-beginning button is shown for 5 s. */
export const WATCH_FROM_BEGINNING_VISIBLE_MS = 5000;

/** Storage key of the fullscreen preference (LC section 9: "Fullscreen, volume stored locally"). */
export const FULLSCREEN_STORAGE_KEY = 'player.fullscreen';
