import shaka from 'shaka-player';
import { BUFFER_LENGTH_SECONDS, FRAGMENT_ERROR_THRESHOLD, QUALITY_MAX_HEIGHT } from '../core/constants';
import { AUTO_LEVEL, type EngineEvent, type PlaybackSource, type TrackLists } from '../core/types';
import type { PlaybackEngine } from './engine';
import { EngineListeners } from './engine-listeners';
import { shakaDrmConfig } from './shaka-drm';
import { isShakaError, mapShakaError, SHAKA_CANCELLED_CODES } from './shaka-errors';

const TRACK_EVENTS = ['trackschanged', 'variantchanged', 'textchanged', 'adaptation', 'abrstatuschanged'];

let polyfillsInstalled = false;

/** shaka-player for DASH and DRM streams (Widevine, PlayReady, FairPlay, ClearKey). */
export class ShakaEngine implements PlaybackEngine {
  readonly kind = 'shaka' as const;
  private readonly listeners = new EngineListeners();
  private media: HTMLMediaElement | null = null;
  private player: shaka.Player | null = null;
  private url: string | null = null;
  private loaded = false;

  attach(media: HTMLMediaElement): void {
    this.media = media;
  }

  async load(source: PlaybackSource, startPosition?: number): Promise<void> {
    if (this.listeners.isClosed) throw new Error('This shaka engine was destroyed');
    if (!polyfillsInstalled) {
      shaka.polyfill.installAll();
      polyfillsInstalled = true;
    }
    if (!shaka.Player.isBrowserSupported() || !this.media) {
      this.emit({
        type: 'error',
        error: { kind: 'incompatible-codecs', fatal: true, details: 'shaka-unsupported-browser' },
      });
      return;
    }
    const player = new shaka.Player();
    this.player = player;
    this.url = source.url;
    player.configure({
      drm: shakaDrmConfig(source.drm),
      streaming: { bufferingGoal: BUFFER_LENGTH_SECONDS, retryParameters: { maxAttempts: FRAGMENT_ERROR_THRESHOLD } },
      // Automatic quality never goes above 1080 either, like the menu (live-channels.md section 9).
      abr: { restrictions: { maxHeight: QUALITY_MAX_HEIGHT } },
    });
    // Manifest, segments and licence alike: a media origin that binds its addresses to a browser reads its cookie.
    if (source.withCredentials) {
      player.getNetworkingEngine()?.registerRequestFilter((_type, request) => {
        request.allowCrossSiteCredentials = true;
      });
    }
    player.addEventListener('error', (event: Event) =>
      this.reportError((event as Event & { detail?: unknown }).detail),
    );
    for (const name of TRACK_EVENTS) player.addEventListener(name, () => this.emitTracks());
    await player.attach(this.media);
    await this.loadAt(startPosition);
  }

  /** Resumes streaming after a network failure; when shaka has nothing to resume, reloads at `position`. */
  restartLoad(position?: number): void {
    const player = this.player;
    if (!player) return;
    if (position === undefined && this.loaded && player.retryStreaming()) return;
    void this.loadAt(position ?? this.media?.currentTime);
  }

  /** shaka has no media-pipeline reset of its own; reloading at the current time rebuilds it. */
  recoverMedia(): void {
    void this.loadAt(this.media?.currentTime);
  }

  getTracks(): TrackLists {
    const player = this.player;
    if (!player) return { levels: [], level: AUTO_LEVEL, audio: [], text: [] };
    const abrEnabled = player.getConfiguration().abr.enabled;
    const video = player.getVideoTracks();
    return {
      levels: video.map((track, id) => ({
        id,
        height: track.height ?? 0,
        width: track.width ?? 0,
        bitrate: track.bandwidth,
      })),
      level: abrEnabled ? AUTO_LEVEL : video.findIndex((track) => track.active),
      audio: player.getAudioTracks().map((track, id) => ({
        id,
        language: track.language,
        label: track.label ?? track.language,
        enabled: track.active,
      })),
      text: player.getTextTracks().map((track, id) => ({
        id,
        language: track.language,
        label: track.label ?? track.language,
        enabled: track.active,
      })),
    };
  }

  setLevel(id: number): void {
    const player = this.player;
    if (!player) return;
    if (id === AUTO_LEVEL) {
      player.configure({ abr: { enabled: true } });
      return;
    }
    const track = player.getVideoTracks()[id];
    if (!track) return;
    player.configure({ abr: { enabled: false } });
    player.selectVideoTrack(track, true);
  }

  setAudioTrack(id: number): void {
    const track = this.player?.getAudioTracks()[id];
    if (track) this.player?.selectAudioTrack(track);
  }

  setTextTrack(id: number | null): void {
    const player = this.player;
    if (!player) return;
    player.selectTextTrack(id === null ? null : (player.getTextTracks()[id] ?? null));
  }

  subscribe(listener: (event: EngineEvent) => void): () => void {
    return this.listeners.subscribe(listener);
  }

  destroy(): void {
    if (this.listeners.isClosed) return;
    this.listeners.close();
    const player = this.player;
    this.player = null;
    this.media = null;
    void player?.destroy();
  }

  private async loadAt(position: number | undefined): Promise<void> {
    const player = this.player;
    if (!player || !this.url) return;
    try {
      await player.load(this.url, position ?? null);
      this.loaded = true;
      this.emitTracks();
    } catch (error) {
      this.reportError(error);
    }
  }

  private reportError(error: unknown): void {
    if (!isShakaError(error)) {
      this.emit({ type: 'error', error: { kind: 'other', fatal: true, details: String(error) } });
      return;
    }
    if (SHAKA_CANCELLED_CODES.includes(error.code)) return;
    this.emit({ type: 'error', error: mapShakaError(error) });
  }

  private emitTracks(): void {
    this.emit({ type: 'tracks', tracks: this.getTracks() });
  }

  private emit(event: EngineEvent): void {
    this.listeners.emit(event);
  }
}

export function createShakaEngine(): ShakaEngine {
  return new ShakaEngine();
}
