import type { EngineFactory, PlaybackEngine } from '../../engines/engine';
import { AUTO_LEVEL, type EngineError, type EngineEvent, type PlaybackSource, type TrackLists } from '../types';
import type { FakeMedia } from './fake-media';

/**
 * A scriptable engine for controller tests. `emitLate` replays an event to listeners captured
 * earlier, so tests can prove the controller ignores events from an engine it already destroyed.
 */
export class FakeEngine implements PlaybackEngine<FakeMedia> {
  readonly kind = 'hls' as const;
  media: FakeMedia | null = null;
  source: PlaybackSource | null = null;
  startPosition: number | undefined;
  restartLoadCalls: (number | undefined)[] = [];
  recoverMediaCalls = 0;
  destroyCalls = 0;
  stopLoadingCalls = 0;
  levelCalls: number[] = [];
  audioCalls: number[] = [];
  textCalls: (number | null)[] = [];
  tracks: TrackLists = { levels: [], level: AUTO_LEVEL, audio: [], text: [] };
  private readonly listeners = new Set<(event: EngineEvent) => void>();
  /** Set by a test for an engine that follows renewed addresses itself (as the hls.js engine does). */
  setAddressRenewal?: (renew: (() => Promise<unknown>) | null) => void;
  followRenewedAddress?: (source: PlaybackSource) => boolean;

  attach(media: FakeMedia): void {
    this.media = media;
  }

  /** When set, load() rejects with it, like an engine whose library failed to start. */
  loadFailure: Error | null = null;

  load(source: PlaybackSource, startPosition?: number): Promise<void> {
    if (this.loadFailure) return Promise.reject(this.loadFailure);
    this.source = source;
    this.startPosition = startPosition;
    return Promise.resolve();
  }

  restartLoad(position?: number): void {
    this.restartLoadCalls.push(position);
  }

  recoverMedia(): void {
    this.recoverMediaCalls += 1;
  }

  getTracks(): TrackLists {
    return this.tracks;
  }

  setLevel(id: number): void {
    this.levelCalls.push(id);
  }

  setAudioTrack(id: number): void {
    this.audioCalls.push(id);
  }

  setTextTrack(id: number | null): void {
    this.textCalls.push(id);
  }

  subscribe(listener: (event: EngineEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Delivers to listeners captured at subscribe time, even if they unsubscribed (a late event). */
  emitLate(event: EngineEvent, captured: ((event: EngineEvent) => void)[]): void {
    for (const listener of captured) listener(event);
  }

  capturedListeners(): ((event: EngineEvent) => void)[] {
    return [...this.listeners];
  }

  emit(event: EngineEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  error(kind: EngineError['kind'], fatal = true, extra: Partial<EngineError> = {}): void {
    this.emit({ type: 'error', error: { kind, fatal, details: kind, ...extra } });
  }

  setTracks(tracks: Partial<TrackLists>): void {
    this.tracks = { ...this.tracks, ...tracks };
    this.emit({ type: 'tracks', tracks: this.tracks });
  }

  stopLoading(): void {
    this.stopLoadingCalls += 1;
  }

  destroy(): void {
    this.destroyCalls += 1;
  }
}

export interface FakeEngineFactory {
  factory: EngineFactory<FakeMedia>;
  engines: FakeEngine[];
  /** The most recently created engine; throws when none was created. */
  last(): FakeEngine;
}

export function createFakeEngineFactory(prepare?: (engine: FakeEngine) => void): FakeEngineFactory {
  const engines: FakeEngine[] = [];
  return {
    engines,
    factory: async () => {
      const engine = new FakeEngine();
      prepare?.(engine);
      engines.push(engine);
      return engine;
    },
    last() {
      const engine = engines[engines.length - 1];
      if (!engine) throw new Error('No fake engine was created yet');
      return engine;
    },
  };
}
