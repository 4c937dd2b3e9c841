import type { EngineEvent, PlaybackSource } from '../core/types';
import type { PlaybackEngine } from './engine';
import {
  attachPrestartedEngine,
  holdPrestartedEngine,
  releasePrestartedEngine,
  takePrestartedEngine,
} from './prestart';

const HOLD_MS = 5000;
const source = (id: number): PlaybackSource => ({ url: `https://media.test/live/${id}/master.m3u8`, protocol: 'hls' });

/** An engine that records whether it was started ahead and destroyed, and lets the test raise its events. */
function fakeEngine(options: { prestarts?: boolean } = {}) {
  const listeners = new Set<(event: EngineEvent) => void>();
  const engine = {
    kind: 'hls',
    prestarted: [] as string[],
    attached: [] as unknown[],
    destroyed: false,
    attach: (media: unknown) => engine.attached.push(media),
    subscribe: (listener: (event: EngineEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    raise: (event: EngineEvent) => listeners.forEach((listener) => listener(event)),
    destroy: () => {
      engine.destroyed = true;
    },
    ...(options.prestarts === false
      ? {}
      : { prestart: (started: PlaybackSource) => engine.prestarted.push(started.url) }),
  };
  return engine;
}
type FakeEngine = ReturnType<typeof fakeEngine>;
const asEngine = (engine: FakeEngine) => engine as unknown as PlaybackEngine;
const flush = () => new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Nothing held leaks into the next test.
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('an engine started ahead of its player', () => {
  it('starts loading at once and is handed, started, to the player of the same source only, once', async () => {
    const engine = fakeEngine();
    holdPrestartedEngine(source(1), () => Promise.resolve(asEngine(engine)), HOLD_MS);
    await flush();
    expect(engine.prestarted).toEqual([source(1).url]);
    expect(takePrestartedEngine(source(2))).toBeNull();
    await expect(takePrestartedEngine(source(1))).resolves.toBe(engine);
    expect(takePrestartedEngine(source(1))).toBeNull();
    jest.advanceTimersByTime(HOLD_MS);
    expect(engine.destroyed).toBe(false);
  });

  it('gets the element of the player about to take it, for its own source only, and none once released', async () => {
    const engine = fakeEngine();
    holdPrestartedEngine(source(1), () => Promise.resolve(asEngine(engine)), HOLD_MS);
    const media = {} as HTMLMediaElement;
    attachPrestartedEngine(source(2), media);
    attachPrestartedEngine(source(1), media);
    await flush();
    expect(engine.attached).toEqual([media]);
    jest.advanceTimersByTime(HOLD_MS);
    attachPrestartedEngine(source(1), {} as HTMLMediaElement);
    await flush();
    expect(engine.attached).toEqual([media]);
  });

  it('is released when untaken after the hold, or after an error (the player meets and reports it itself)', async () => {
    const late = fakeEngine();
    holdPrestartedEngine(source(1), () => Promise.resolve(asEngine(late)), HOLD_MS);
    await flush();
    jest.advanceTimersByTime(HOLD_MS);
    expect(late.destroyed).toBe(true);
    expect(takePrestartedEngine(source(1))).toBeNull();

    const failing = fakeEngine();
    holdPrestartedEngine(source(1), () => Promise.resolve(asEngine(failing)), HOLD_MS);
    await flush();
    failing.raise({ type: 'error', error: { kind: 'http-404', fatal: true, details: 'manifestLoadError' } });
    expect(failing.destroyed).toBe(true);
    expect(takePrestartedEngine(source(1))).toBeNull();
  });

  it('leaves nothing behind when the viewer clicks through ten channels: each choice releases the one before', async () => {
    const engines = Array.from({ length: 10 }, () => fakeEngine());
    for (const [index, engine] of engines.entries()) {
      holdPrestartedEngine(source(index), () => Promise.resolve(asEngine(engine)), HOLD_MS);
      // Every other choice comes before the engine of the one before it even exists.
      if (index % 2) await flush();
    }
    await flush();
    expect(engines.slice(0, -1).every((engine) => engine.destroyed)).toBe(true);
    // An engine released before it was created never starts loading.
    expect(engines.filter((engine) => engine.prestarted.length > 0).length).toBeLessThan(engines.length);
    const last = engines.at(-1)!;
    expect(last.destroyed).toBe(false);
    jest.advanceTimersByTime(HOLD_MS);
    expect(last.destroyed).toBe(true);
  });

  it('taken before its engine exists, is handed over started once it does', async () => {
    const engine = fakeEngine();
    let create: (engine: PlaybackEngine) => void = () => undefined;
    holdPrestartedEngine(source(1), () => new Promise((resolve) => (create = resolve)), HOLD_MS);
    const taken = takePrestartedEngine(source(1));
    create(asEngine(engine));
    await expect(taken).resolves.toBe(engine);
    expect(engine.prestarted).toEqual([source(1).url]);
    jest.advanceTimersByTime(HOLD_MS);
    expect(engine.destroyed).toBe(false);
  });

  it('hands over nothing for an engine that cannot load before its media element', async () => {
    const engine = fakeEngine({ prestarts: false });
    holdPrestartedEngine(source(1), () => Promise.resolve(asEngine(engine)), HOLD_MS);
    await expect(takePrestartedEngine(source(1))).resolves.toBeNull();
    expect(engine.destroyed).toBe(true);
  });

  it('goes on loading when the same source is asked again (its address known, then its answer)', async () => {
    const engine = fakeEngine();
    const again = jest.fn(() => Promise.resolve(asEngine(fakeEngine())));
    holdPrestartedEngine(source(1), () => Promise.resolve(asEngine(engine)), HOLD_MS);
    await flush();
    holdPrestartedEngine(source(1), again, HOLD_MS);
    expect(again).not.toHaveBeenCalled();
    await expect(takePrestartedEngine(source(1))).resolves.toBe(engine);
  });

  it('goes on loading, and is handed over, for a newly signed address of the same stream (its key)', async () => {
    const engine = fakeEngine();
    const signed = (token: string): PlaybackSource => ({
      url: `https://media.test/live/1/${token}/master.m3u8`,
      protocol: 'hls',
      key: 'channel:1:live',
    });
    const again = jest.fn(() => Promise.resolve(asEngine(fakeEngine())));
    holdPrestartedEngine(signed('tk.1'), () => Promise.resolve(asEngine(engine)), HOLD_MS);
    await flush();
    holdPrestartedEngine(signed('tk.2'), again, HOLD_MS);
    expect(again).not.toHaveBeenCalled();
    expect(takePrestartedEngine({ ...signed('tk.3'), key: 'channel:1:1700000000' })).toBeNull();
    await expect(takePrestartedEngine(signed('tk.3'))).resolves.toBe(engine);
  });

  it('is released when its channel will play something else first', async () => {
    const engine = fakeEngine();
    holdPrestartedEngine(source(1), () => Promise.resolve(asEngine(engine)), HOLD_MS);
    await flush();
    releasePrestartedEngine();
    expect(engine.destroyed).toBe(true);
    expect(takePrestartedEngine(source(1))).toBeNull();
  });
});
