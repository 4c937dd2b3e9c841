import { LIVE_STREAM_TIMESTAMP, PLAYBACK_RATE_DEFAULT, VOLUME_DEFAULT } from './constants';
import { AUTO_LEVEL, type LivePosition, type PlaybackMode, type TrackLists } from './types';

/** 0 is fine, 2 is "no video element or no source" (live-channels.md section 4 "Player states"). */
export type PlayerErrorCode = 0 | 2;

export interface PlayerState {
  loading: boolean;
  play: boolean;
  waiting: boolean;
  paused: boolean;
  error: PlayerErrorCode;
  codecError: boolean;
  videoError: boolean;
  blackout: boolean;
  showPlayButton: boolean;
  fullscreen: boolean;
  pictureInPicture: boolean;
  casting: boolean;
  packshot: boolean;
  trailer: boolean;
  ad: boolean;
  /** The engine was torn down after too many errors or a codec error; only a new load revives it. */
  stopped: boolean;
  mode: PlaybackMode;
  channelId: number | null;
  currentTime: number;
  duration: number;
  live: LivePosition;
  tracks: TrackLists;
  volume: number;
  muted: boolean;
  playbackRate: number;
  /** Errors counted toward the download-error alert and the stop threshold. */
  errorCount: number;
  fragmentErrorCount: number;
  videoErrorRetries: number;
  /** Seconds of skip waiting to be applied (negative is backwards), for the UI's "-30 s" hint. */
  pendingSkip: number;
}

export const EMPTY_TRACKS: TrackLists = { levels: [], level: AUTO_LEVEL, audio: [], text: [] };

export function initialPlayerState(volume = VOLUME_DEFAULT): PlayerState {
  return {
    loading: false,
    play: false,
    waiting: false,
    paused: true,
    error: 0,
    codecError: false,
    videoError: false,
    blackout: false,
    showPlayButton: false,
    fullscreen: false,
    pictureInPicture: false,
    casting: false,
    packshot: false,
    trailer: false,
    ad: false,
    stopped: false,
    mode: 'vod',
    channelId: null,
    currentTime: 0,
    duration: 0,
    live: { streamStart: 0, programme: null, schedule: null, streamTimestamp: LIVE_STREAM_TIMESTAMP },
    tracks: EMPTY_TRACKS,
    volume,
    muted: false,
    playbackRate: PLAYBACK_RATE_DEFAULT,
    errorCount: 0,
    fragmentErrorCount: 0,
    videoErrorRetries: 0,
    pendingSkip: 0,
  };
}

/** Everything a new load resets: counters, error flags, tracks, position and speed. */
export function stateForNewLoad(
  mode: PlaybackMode,
  channelId: number | null,
  live: Partial<LivePosition> = {},
): Partial<PlayerState> {
  const initial = initialPlayerState();
  return {
    mode,
    channelId,
    live: { ...initial.live, ...live },
    loading: true,
    play: false,
    waiting: false,
    error: 0,
    codecError: false,
    videoError: false,
    stopped: false,
    showPlayButton: false,
    errorCount: 0,
    fragmentErrorCount: 0,
    videoErrorRetries: 0,
    currentTime: 0,
    duration: 0,
    tracks: EMPTY_TRACKS,
    playbackRate: PLAYBACK_RATE_DEFAULT,
    pendingSkip: 0,
  };
}
