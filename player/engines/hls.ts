import Hls, { type ErrorData, type HlsConfig, type LoaderConfig } from 'hls.js';
import {
  BUFFER_LENGTH_SECONDS,
  FRAGMENT_ERROR_THRESHOLD,
  MAX_BUFFER_HOLE_SECONDS,
  MAX_BUFFER_SIZE_BYTES,
  MAX_MAX_BUFFER_LENGTH_SECONDS,
} from '../core/constants';
import { AUTO_LEVEL, type EngineEvent, type PlaybackSource, type TrackLists } from '../core/types';
import type { PlaybackEngine } from './engine';
import { EngineListeners } from './engine-listeners';
import { autoLevelCap } from '../core/quality';
import { DiscontinuityRebase, rebasingPlaylistLoader } from './hls-discontinuity';
import { isHlsNotice, mapHlsError } from './hls-errors';
import { HlsAddressRenewal } from './hls-renewal';
import { HeldStall } from './hls-stall';
import { sourceIdentity } from '../core/source-identity';

type HlsInstance = Pick<
  Hls,
  | 'on'
  | 'attachMedia'
  | 'loadSource'
  | 'startLoad'
  | 'stopLoad'
  | 'recoverMediaError'
  | 'destroy'
  | 'levels'
  | 'currentLevel'
  | 'nextLevel'
  | 'autoLevelEnabled'
  | 'autoLevelCapping'
  | 'audioTracks'
  | 'audioTrack'
  | 'subtitleTracks'
  | 'subtitleTrack'
  | 'subtitleDisplay'
>;

/** The parts of the hls.js class the engine needs; injectable so the engine can be tested without MSE. */
export interface HlsClass {
  new (config: Partial<HlsConfig>): HlsInstance;
  readonly Events: typeof Hls.Events;
  readonly DefaultConfig: HlsConfig;
}

/**
 * Buffer settings of live-channels.md section 9 and catalogue-vod-billing.md section 9; fragments
 * are retried up to the fragment error threshold before hls.js reports them fatal. Requests go through the address
 * renewal (hls-renewal.ts), so an expired signed address is renewed with no reload.
 */
export function hlsConfig(
  defaults: HlsConfig,
  startPosition?: number,
  renewal: HlsAddressRenewal = new HlsAddressRenewal(),
): Partial<HlsConfig> {
  const fragDefaults: LoaderConfig = defaults.fragLoadPolicy.default;
  const errorRetry = fragDefaults.errorRetry ?? { maxNumRetry: 0, retryDelayMs: 1000, maxRetryDelayMs: 8000 };
  const fragLoadPolicy = {
    default: { ...fragDefaults, errorRetry: { ...errorRetry, maxNumRetry: FRAGMENT_ERROR_THRESHOLD } },
  };
  return {
    maxBufferLength: BUFFER_LENGTH_SECONDS,
    maxBufferSize: MAX_BUFFER_SIZE_BYTES,
    maxMaxBufferLength: MAX_MAX_BUFFER_LENGTH_SECONDS,
    maxBufferHole: MAX_BUFFER_HOLE_SECONDS,
    startFragPrefetch: true,
    pLoader: rebasingPlaylistLoader(defaults.loader, new DiscontinuityRebase()),
    ...renewal.config(defaults, { fragLoadPolicy }),
    ...(startPosition !== undefined ? { startPosition } : {}),
  };
}

export class HlsEngine implements PlaybackEngine {
  readonly kind = 'hls' as const;
  private readonly listeners = new EngineListeners();
  private media: HTMLMediaElement | null = null;
  private hls: HlsInstance | null = null;
  private url: string | null = null;
  private manifestLoaded = false;
  private prestarted: { identity: string; loaded: Promise<void> } | null = null;
  private renew: (() => Promise<unknown>) | null = null;
  private renewal = new HlsAddressRenewal();
  /** A stall hls.js reported, held until the viewer would see it (hls-stall.ts). */
  private readonly stall = new HeldStall<ErrorData>((data) => this.emit({ type: 'error', error: mapHlsError(data) }));

  constructor(private readonly HlsImpl: HlsClass = Hls) {}

  attach(media: HTMLMediaElement): void {
    // Attached ahead (prestart.ts), the element is attached again by the player's load: re-attaching would reopen
    // its media and drop what was appended.
    if (this.media === media) return;
    this.media = media;
    this.hls?.attachMedia(media);
  }

  /**
   * Loads `source` before a media element is here (its playlists and first fragment: startFragPrefetch); a load of
   * the same source from its default start, once the player has attached its element, goes on with this one.
   */
  prestart(source: PlaybackSource): void {
    if (this.listeners.isClosed || this.hls) return;
    this.prestarted = { identity: sourceIdentity(source), loaded: this.start(source) };
  }

  load(source: PlaybackSource, startPosition?: number): Promise<void> {
    if (this.listeners.isClosed) return Promise.reject(new Error('This hls engine was destroyed'));
    const prestarted = this.prestarted;
    this.prestarted = null;
    // The same stream at a renewed address (its key) goes on at the address it started with, until that expires.
    if (prestarted?.identity === sourceIdentity(source) && startPosition === undefined) {
      // Tracks announced before the player subscribed are announced again to it.
      if (this.manifestLoaded) this.emitTracks();
      return prestarted.loaded;
    }
    // Another start than the one begun: that one stops.
    if (prestarted) this.hls?.destroy();
    return this.start(source, startPosition);
  }

  setAddressRenewal(renew: (() => Promise<unknown>) | null): void {
    this.renew = renew;
    this.renewal.setRenew(renew);
  }

  followRenewedAddress(source: PlaybackSource): boolean {
    if (!this.url || !this.renewal.addresses.follow(this.url, source.url)) return false;
    this.url = source.url;
    return true;
  }

  private start(source: PlaybackSource, startPosition?: number): Promise<void> {
    const { Events, DefaultConfig } = this.HlsImpl;
    this.renewal = new HlsAddressRenewal(source.withCredentials === true);
    this.renewal.setRenew(this.renew);
    const hls = new this.HlsImpl(hlsConfig(DefaultConfig, startPosition, this.renewal));
    this.hls = hls;
    this.stall.clear();
    this.url = source.url;
    this.manifestLoaded = false;
    const emitTracks = () => this.emitTracks();
    // hls.js announces a new audio or subtitle list and only then applies its own default choice; a choice
    // made while it announces (the settings priorities) would be overwritten, so new lists are reported after.
    const emitTracksAfterDefaults = () =>
      queueMicrotask(() => {
        if (this.hls === hls) emitTracks();
      });
    const trackEvents = [
      Events.LEVELS_UPDATED,
      Events.LEVEL_SWITCHED,
      Events.AUDIO_TRACK_SWITCHED,
      Events.SUBTITLE_TRACK_SWITCH,
    ] as const;
    for (const event of trackEvents) hls.on(event, emitTracks);
    hls.on(Events.AUDIO_TRACKS_UPDATED, emitTracksAfterDefaults);
    hls.on(Events.SUBTITLE_TRACKS_UPDATED, emitTracksAfterDefaults);
    return new Promise<void>((resolve) => {
      hls.on(Events.MANIFEST_PARSED, () => {
        this.manifestLoaded = true;
        // "Auto" stays within the menu's levels: never above 1080 (live-channels.md section 9).
        hls.autoLevelCapping = autoLevelCap(hls.levels);
        emitTracks();
        resolve();
      });
      hls.on(Events.ERROR, (_event: unknown, data: ErrorData) => {
        if (isHlsNotice(data) || this.renewal.absorbs(data) || this.stall.hold(data)) return;
        this.emit({ type: 'error', error: mapHlsError(data) });
        if (data.fatal) resolve();
      });
      hls.on(Events.STALL_RESOLVED, () => {
        if (this.hls === hls) this.stall.clear();
      });
      hls.on(Events.DESTROYING, () => resolve());
      if (this.media) hls.attachMedia(this.media);
      hls.loadSource(source.url);
    });
  }

  /** Before the manifest arrived there is nothing to resume, so the manifest itself is requested again. */
  restartLoad(position?: number): void {
    if (!this.hls || !this.url) return;
    if (this.manifestLoaded) this.hls.startLoad(position);
    else this.hls.loadSource(this.url);
  }

  recoverMedia(): void {
    this.hls?.recoverMediaError();
  }

  getTracks(): TrackLists {
    const hls = this.hls;
    if (!hls) return { levels: [], level: AUTO_LEVEL, audio: [], text: [] };
    return {
      levels: hls.levels.map((level, id) => ({ id, height: level.height, width: level.width, bitrate: level.bitrate })),
      level: hls.autoLevelEnabled ? AUTO_LEVEL : hls.currentLevel,
      audio: hls.audioTracks.map((track, id) => ({
        id,
        language: track.lang ?? '',
        label: track.name,
        enabled: id === hls.audioTrack,
      })),
      text: hls.subtitleTracks.map((track, id) => ({
        id,
        language: track.lang ?? '',
        label: track.name,
        enabled: hls.subtitleDisplay && id === hls.subtitleTrack,
      })),
    };
  }

  setLevel(id: number): void {
    if (this.hls) this.hls.nextLevel = id;
  }

  setAudioTrack(id: number): void {
    if (this.hls) this.hls.audioTrack = id;
  }

  setTextTrack(id: number | null): void {
    if (!this.hls) return;
    this.hls.subtitleTrack = id ?? -1;
    this.hls.subtitleDisplay = id !== null;
  }

  subscribe(listener: (event: EngineEvent) => void): () => void {
    return this.listeners.subscribe(listener);
  }

  stopLoading(): void {
    this.hls?.stopLoad();
  }

  destroy(): void {
    if (this.listeners.isClosed) return;
    this.listeners.close();
    this.stall.clear();
    const hls = this.hls;
    this.hls = null;
    this.media = null;
    hls?.destroy();
  }

  private emitTracks(): void {
    this.emit({ type: 'tracks', tracks: this.getTracks() });
  }

  private emit(event: EngineEvent): void {
    this.listeners.emit(event);
  }
}

export function createHlsEngine(): HlsEngine {
  return new HlsEngine();
}
