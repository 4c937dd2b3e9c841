import type { PlaybackSource } from '../core/types';
import type { EngineFactory, EngineKind, PlaybackEngine } from './engine';
import {
  attachPrestartedEngine,
  holdPrestartedEngine,
  prestartedMedia,
  releasePrestartedEngine,
  takePrestartedEngine,
} from './prestart';

export interface EngineSupport {
  /** Media Source Extensions (or Apple's ManagedMediaSource), which hls.js and shaka need. */
  mse: boolean;
  /** The browser plays HLS by itself (Safari, iOS). */
  nativeHls: boolean;
}

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

export function detectEngineSupport(): EngineSupport {
  if (typeof window === 'undefined' || typeof document === 'undefined') return { mse: false, nativeHls: false };
  const mse = 'MediaSource' in window || 'ManagedMediaSource' in window;
  const nativeHls = document.createElement('video').canPlayType(HLS_MIME_TYPE) !== '';
  return { mse, nativeHls };
}

/**
 * DRM and DASH go to shaka-player; other HLS to hls.js where MSE exists, else to the browser's own
 * HLS player. Null when nothing here can play the source.
 */
export function chooseEngine(source: PlaybackSource, support: EngineSupport): EngineKind | null {
  if (source.drm || source.protocol === 'dash') return support.mse || support.nativeHls ? 'shaka' : null;
  if (support.mse) return 'hls';
  if (support.nativeHls) return 'native';
  return null;
}

/** Each engine is a separate chunk: a page that never plays downloads none of them. */
const MODULES = {
  hls: () => import('./hls'),
  shaka: () => import('./shaka'),
  native: () => import('./native'),
} satisfies Record<EngineKind, () => Promise<unknown>>;

const IMPORTERS: Record<EngineKind, () => Promise<PlaybackEngine>> = {
  hls: async () => (await MODULES.hls()).createHlsEngine(),
  shaka: async () => (await MODULES.shaka()).createShakaEngine(),
  native: async () => (await MODULES.native()).createNativeEngine(),
};

/**
 * Starts downloading the engine a source will need without creating it, e.g. shaka-player while a packshot
 * or a pre-roll plays before a DRM title, so the title starts without waiting for the largest chunk.
 */
export function preloadEngine(source: PlaybackSource | null, support: EngineSupport = detectEngineSupport()): void {
  const kind = source ? chooseEngine(source, support) : null;
  if (kind) MODULES[kind]().catch(() => undefined);
}

export class UnsupportedSourceError extends Error {
  constructor(source: PlaybackSource) {
    super(`This browser cannot play ${source.protocol.toUpperCase()}${source.drm ? ' with DRM' : ''} streams`);
    this.name = 'UnsupportedSourceError';
  }
}

/**
 * Starts loading a source its player is about to play (a channel's stream answered while the new page renders), so
 * its playlists and first fragment come while the player mounts; the player's engine loader takes it over. Held for
 * `holdMs` at most.
 */
export function prestartPlayback(
  source: PlaybackSource,
  holdMs: number,
  { withMedia = false, support = detectEngineSupport() }: { withMedia?: boolean; support?: EngineSupport } = {},
): void {
  // hls.js loads without a media element; shaka and the browser's own player need theirs.
  if (chooseEngine(source, support) !== 'hls') return;
  holdPrestartedEngine(source, IMPORTERS.hls, holdMs, withMedia ? createPlayerMedia() : null);
}

/** A <video> as the player renders its own: inline on phones (the player has its own fullscreen). */
function createPlayerMedia(): HTMLVideoElement {
  const media = document.createElement('video');
  media.playsInline = true;
  return media;
}

/** The element a playback started ahead for `source` plays into already (prestartPlayback withMedia), if any. */
export const prestartedPlaybackMedia = prestartedMedia;

/** Drops the playback started ahead, if any: its player will play something else first, or nothing. */
export const cancelPrestartedPlayback = releasePrestartedEngine;

/** The player about to load `source` hands its element to the playback started ahead for it, if any. */
export const attachPrestartedPlayback = attachPrestartedEngine;

export function createEngineLoader(support: () => EngineSupport = detectEngineSupport): EngineFactory {
  return async (source) => {
    const taken = takePrestartedEngine(source);
    const prestarted = taken && (await taken);
    if (prestarted) return prestarted;
    const kind = chooseEngine(source, support());
    if (!kind) throw new UnsupportedSourceError(source);
    return IMPORTERS[kind]();
  };
}

/** The default factory for `PlayerController`'s `createEngine` option. */
export const loadEngine: EngineFactory = createEngineLoader();
