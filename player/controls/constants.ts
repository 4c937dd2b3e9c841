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

/** LC section 9: the next episode is asked for 2 s before the end of a title... */
export const NEXT_EPISODE_REMAINING_SECONDS = 2;
/** ...longer than 20 s (a shorter one asks when it ends). */
export const NEXT_EPISODE_MIN_DURATION_SECONDS = 20;

/** LC section 9 / CVB "Content playback": the watch-from-beginning button is shown for 5 s. */
export const WATCH_FROM_BEGINNING_VISIBLE_MS = 5000;

/** LC section 9: a pinch on the picture resets 500 ms after the fingers leave (controls/pinch.ts). */
export const PINCH_RESET_MS = 500;

/** Storage key of the fullscreen preference (LC section 9: "Fullscreen, volume stored locally"). */
export const FULLSCREEN_STORAGE_KEY = 'player.fullscreen';

/*
 * Timers of LC section 9 this player does not run, because the browser or the engine says the same thing by an event,
 * at once rather than up to one poll late:
 * - "Picture-in-picture poll every 150 ms": the video's enterpictureinpicture / leavepictureinpicture events
 *   (react/use-picture-in-picture.ts).
 * - "Audio tracks wait 50 attempts of 100 ms": hls.js AUDIO_TRACKS_UPDATED and shaka's trackschanged announce the
 *   list when it exists; the remembered and preferred tracks are applied then (engines/, core/track-control.ts).
 * - "Subtitle-disable check every 2 s": a subtitle switch is reported by the engine (hls.js SUBTITLE_TRACK_SWITCH,
 *   shaka textchanged) and the track list is read again from it, so an "off" choice is seen when it happens.
 * - "Fullscreen guards on iOS 2 s and 3 s": iOS reports its native video fullscreen through webkitbeginfullscreen /
 *   webkitendfullscreen on the video (react/use-fullscreen.ts), so no guessing window is needed.
 */
