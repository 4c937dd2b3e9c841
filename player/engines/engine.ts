import type { EngineEvent, PlaybackSource, TrackLists } from '../core/types';

export type EngineKind = 'hls' | 'shaka' | 'native';

/**
 * One streaming engine bound to one media element. The controller only talks to this interface,
 * never to hls.js or shaka-player directly. `Media` is HTMLMediaElement in the browser and a fake
 * element in unit tests.
 */
export interface PlaybackEngine<Media = HTMLMediaElement> {
  readonly kind: EngineKind;
  attach(media: Media): void;
  /** Resolves once the manifest is loaded; rejects when the source cannot be played at all. */
  load(source: PlaybackSource, startPosition?: number): Promise<void>;
  /**
   * Optional: starts loading `source` before any media element is attached (a stream answered while its player
   * mounts); the engine's first `load` of the same source with no start position continues it after `attach`.
   */
  prestart?(source: PlaybackSource): void;
  /**
   * Optional: an engine that goes on with a renewed address of its stream without reloading (signed addresses
   * expire). When the media server refuses a request (403) it asks `renew` (null: no renewal; the 403 is an error) and
   * sends the request again once it resolved, to the renewed address.
   */
  setAddressRenewal?(renew: (() => Promise<unknown>) | null): void;
  /**
   * Optional: later requests below the playing address go below `source`'s (its renewal); false when the engine
   * cannot follow it that way (the addresses differ in more than their directory), so the player reloads instead.
   */
  followRenewedAddress?(source: PlaybackSource): boolean;
  /** Restarts segment loading, from `position` when given (network errors, 404, video-error retries). */
  restartLoad(position?: number): void;
  /** Detaches and re-attaches the media pipeline (fatal media errors, full buffer). */
  recoverMedia(): void;
  getTracks(): TrackLists;
  /** A level id from `getTracks().levels`, or AUTO_LEVEL for adaptive. */
  setLevel(id: number): void;
  setAudioTrack(id: number): void;
  /** null switches subtitles off. */
  setTextTrack(id: number | null): void;
  subscribe(listener: (event: EngineEvent) => void): () => void;
  /** Optional: stops all loading at once, for an engine whose destroy is to follow a little later. */
  stopLoading?(): void;
  /** Safe to call twice; after it no event is delivered. */
  destroy(): void;
}

export type EngineFactory<Media = HTMLMediaElement> = (source: PlaybackSource) => Promise<PlaybackEngine<Media>>;
