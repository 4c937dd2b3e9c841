import type { EngineError, PlayerAlert } from './types';

/** Everything the controller announces besides state changes; payload per event name. */
export interface PlayerEvents {
  /** A message for the user, by key, or a DRM failure with its message and code. */
  alert: PlayerAlert;
  /**
   * The stream must be requested again at this `ts` (0 is live): after a scrub, a skip outside the
   * loaded stream, or going back to live (live-channels.md section 4 "Schedule and archive").
   */
  streamPositionRequest: { timestamp: number };
  /** Every engine or media error, for playback-error analytics (live-channels.md section 7). */
  playbackError: EngineError & { position: number };
  /** The engine was torn down after too many errors, a codec error or a DRM error. */
  stopped: { reason: 'errors' | 'codec' | 'drm' | 'video-error' };
  ended: undefined;
}

/** Everything a UI (buttons, keyboard, gestures) may ask of the controller; payload per request. */
export interface PlayerRequests {
  play: undefined;
  pause: undefined;
  togglePlay: undefined;
  skip: { direction: 1 | -1 };
  seek: { seconds: number };
  scrub: { offset: number };
  goLive: undefined;
  setVolume: { volume: number };
  stepVolume: { direction: 1 | -1 };
  toggleMute: undefined;
  setPlaybackRate: { rate: number };
  setLevel: { id: number };
  setAudioTrack: { id: number };
  setTextTrack: { id: number | null };
}
