import type { PlayerMessageKey } from './constants';

/** Licence servers named in the stream data (LC section 7: "DRM license requests go to license servers named in the stream data"). */
export interface DrmConfig {
  widevine?: { licenseUrl: string };
  playready?: { licenseUrl: string };
  /** FairPlay also needs a certificate (LC section 7: "a certificate is fetched for one DRM kind"). */
  fairplay?: { licenseUrl: string; certificateUrl: string };
  /** ClearKey with a licence URL, used by the demo platform and tests. */
  clearkey?: { licenseUrl: string };
}

export type SourceProtocol = 'hls' | 'dash';

export interface PlaybackSource {
  url: string;
  protocol: SourceProtocol;
  drm?: DrmConfig;
  /**
   * The stream this source plays, named by the page (a channel at live or at an archive start, a title). A signed
   * address changes with every stream answer; two sources with the same key are the same playback, so a renewed
   * address or the stream asked again (a page taking a playback back from the mini-player) does not start it over.
   * Without it, the address itself is the identity.
   */
  key?: string;
  /**
   * Asks the stream again for a fresh address (signed media addresses expire, as CDN tokens do). The player calls it
   * when the media server refuses an address (403) and continues where it was; without it a 403 is an error.
   */
  renew?: () => Promise<PlaybackSource | null>;
  /**
   * When the address stops being served (ms since the epoch), when the page knows it (a token whose expiry it can
   * read). The player renews a little before, so no request meets the refusal; without it only a 403 renews.
   */
  expiresAt?: number;
  /**
   * Media requests carry the browser's cookies (a media origin that binds its signed addresses to the browser they
   * were handed to with a cookie, as CDN signed cookies do). Off by default: a CDN answering `*` to CORS refuses
   * credentialed requests.
   */
  withCredentials?: boolean;
}

/** What is being played decides which rules apply (skip, pause, speed). */
export type PlaybackMode = 'live' | 'archive' | 'vod';

export interface QualityLevel {
  /** Engine-specific index, passed back to `setLevel`. */
  id: number;
  height: number;
  width: number;
  bitrate: number;
}

export interface MediaTrack {
  id: number;
  language: string;
  label: string;
  enabled: boolean;
}

/**
 * The viewer's language priorities from settings (language/audiotracks and language/texttracks), most
 * wanted first; empty lists keep the stream's defaults.
 */
export interface TrackPriorities {
  audio: readonly string[];
  text: readonly string[];
}

export interface TrackLists {
  levels: QualityLevel[];
  /** The level the engine plays, or AUTO_LEVEL when adaptive. */
  level: number;
  audio: MediaTrack[];
  text: MediaTrack[];
}

export const AUTO_LEVEL = -1;

/**
 * Engine-neutral error kinds; each engine maps its own codes onto these so the controller's rules
 * (live-channels.md section 4, catalogue-vod-billing.md section 4 "Watch player") apply to all of them.
 */
export type EngineErrorKind =
  | 'fragment-parse'
  | 'stall'
  | 'http-404'
  /** The media server refused the address: an expired or foreign signature (source-renewal.ts). */
  | 'http-403'
  | 'network'
  | 'media'
  | 'incompatible-codecs'
  | 'buffer-full'
  | 'drm'
  | 'other';

export interface EngineError {
  kind: EngineErrorKind;
  fatal: boolean;
  /** The engine's own code or detail name, for analytics. */
  details: string;
  url?: string;
  /** DRM only: the code and message shown to the user. */
  code?: number;
  message?: string;
}

export type EngineEvent = { type: 'tracks'; tracks: TrackLists } | { type: 'error'; error: EngineError };

/** The subset of HTMLMediaElement the controller uses; a real <video> satisfies it. */
export interface MediaElementLike {
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  muted: boolean;
  volume: number;
  playbackRate: number;
  loop: boolean;
  readonly error: { code: number; message?: string } | null;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Where a live or archive stream is in wall-clock time (unix seconds). */
export interface LivePosition {
  /** Unix time at media time 0 of the loaded stream; 0 when unknown. */
  streamStart: number;
  /**
   * The programme being watched, for scrub clamping. `scrubbable: false` when the page's archive rules refuse it (not
   * live and its archive not available: purchase, archive days, catch-up flag): its bar cannot be scrubbed.
   */
  programme: { start: number; duration: number; scrubbable?: boolean } | null;
  /** The span the loaded schedule covers; skips never leave it (live-channels.md section 4 "Player states"). */
  schedule: { start: number; end: number } | null;
  /** The stream timestamp requested from the API (0 is live). */
  streamTimestamp: number;
  /**
   * Seconds the channel's picture runs behind the wall clock (a vitrina stream: 360, live-channels.md
   * section 4). The programme bar, scrubs, skips and the live edge read the clock this far back; absent is 0.
   */
  clockOffset?: number;
}

export type PlayerAlert = { type: 'message'; key: PlayerMessageKey } | { type: 'drm'; code: number; message: string };

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
