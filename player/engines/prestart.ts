import { sourceIdentity } from '../core/source-identity';
import type { PlaybackSource } from '../core/types';
import type { PlaybackEngine } from './engine';

interface Held {
  source: PlaybackSource;
  /** The element the engine plays into from the start, for its player to take into its place; null: the player's own. */
  media: HTMLMediaElement | null;
  state: 'held' | 'taken' | 'released';
  /** The started engine, or null when it could not start (no prestart in this engine, or released meanwhile). */
  started: Promise<PlaybackEngine | null>;
  engine: PlaybackEngine | null;
  timer: ReturnType<typeof setTimeout>;
  unsubscribe: () => void;
}

/** At most one engine loads ahead of its player: a newer prestart releases the older one. */
let held: Held | null = null;

/** The same stream (its key, else its address): a re-signed address of it goes on with what loads ahead. */
const sameSource = (a: PlaybackSource, b: PlaybackSource) => !a.drm && !b.drm && sourceIdentity(a) === sourceIdentity(b);

function release(entry: Held): void {
  if (entry.state !== 'held') return;
  entry.state = 'released';
  if (held === entry) held = null;
  clearTimeout(entry.timer);
  entry.unsubscribe();
  entry.engine?.destroy();
}

/**
 * Holds `created` (an engine not loading yet) for the player that will play `source`, and starts it loading at once.
 * Untaken after `holdMs`, or after any error (the player's own engine then meets and reports it), it is destroyed.
 * With `media`, the engine plays into that element from the start: its media opens and takes fragments while the
 * player renders, and the player shows that element (prestartedMedia) instead of one of its own.
 */
export function holdPrestartedEngine(
  source: PlaybackSource,
  created: () => Promise<PlaybackEngine>,
  holdMs: number,
  media: HTMLMediaElement | null = null,
): void {
  // The same source asked again (its address known before its stream answered, then the answer) goes on loading.
  if (held && sameSource(held.source, source)) return;
  releasePrestartedEngine();
  const entry: Held = {
    source,
    media,
    state: 'held',
    started: Promise.resolve(null),
    engine: null,
    timer: setTimeout(() => release(entry), holdMs),
    unsubscribe: () => undefined,
  };
  held = entry;
  entry.started = created().then(
    (engine) => {
      if (entry.state === 'released' || !engine.prestart) {
        engine.destroy();
        return null;
      }
      if (media) engine.attach(media);
      engine.prestart(source);
      if (entry.state === 'held') {
        entry.engine = engine;
        entry.unsubscribe = engine.subscribe((event) => {
          if (event.type === 'error') release(entry);
        });
      }
      return engine;
    },
    () => null,
  );
}

/** The engine loading ahead, if any, is not wanted any more (its channel's answer plays something else first). */
export function releasePrestartedEngine(): void {
  if (held) release(held);
}

/**
 * The engine started ahead for `source`, taken once (the caller attaches its media and loads the same source);
 * null when none was started for it.
 */
export function takePrestartedEngine(source: PlaybackSource): Promise<PlaybackEngine | null> | null {
  const entry = held;
  if (!entry || !sameSource(entry.source, source)) return null;
  held = null;
  entry.state = 'taken';
  clearTimeout(entry.timer);
  entry.unsubscribe();
  return entry.started;
}

/** The element the engine started ahead for `source` plays into, for its player to show; null when it has none. */
export function prestartedMedia(source: PlaybackSource | null): HTMLMediaElement | null {
  const entry = held;
  return source && entry?.state === 'held' && sameSource(entry.source, source) ? entry.media : null;
}

/**
 * Gives the engine started ahead for `source` the media element of the player about to take it, as that player
 * commits: its media opens and takes the fragments already loaded, while the player's own load waits for the effects
 * React runs after the next paint (issue 19: 20-40 ms of a channel switch, traced). The player's load then takes the
 * engine, attached to the same element, as usual.
 */
export function attachPrestartedEngine(source: PlaybackSource, media: HTMLMediaElement): void {
  const entry = held;
  if (!entry || !sameSource(entry.source, source)) return;
  void entry.started.then((engine) => {
    if (engine && entry.state !== 'released') engine.attach(media);
  });
}
