import { normalizePlaybackRate, normalizeVolume, steppedVolume } from './controls-math';
import { TypedEmitter } from './emitter';
import { decideEngineError, stoppedMessageOf } from './error-policy';
import { clampScrubOffset, streamTimestampFor } from './live-position';
import { createStore } from './store';
import { autoLevelCap, NO_LEVEL_CAP } from './quality';

describe('player pure rules', () => {
  it('steps volume on the 0.05 grid without drift', () => {
    let volume = 0;
    for (let i = 0; i < 7; i += 1) volume = steppedVolume(volume, 1);
    expect(volume).toBe(0.35);
    expect(normalizeVolume(0.333)).toBe(0.35);
    expect(normalizeVolume(-1)).toBe(0);
  });

  it('snaps playback speed to 0.25 steps', () => {
    expect(normalizePlaybackRate(0.6)).toBe(0.5);
    expect(normalizePlaybackRate(1.9)).toBe(2);
    expect(() => normalizePlaybackRate(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('clamps scrub offsets and decides live versus timestamp', () => {
    expect(clampScrubOffset(3000, 3000)).toBe(2990);
    expect(clampScrubOffset(2996, 3000)).toBe(2990);
    expect(clampScrubOffset(19, 3000)).toBe(10);
    expect(clampScrubOffset(100, 3)).toBe(0);
    expect(streamTimestampFor(1000, 1029)).toBe(0);
    expect(streamTimestampFor(1000, 1030)).toBe(1000);
  });

  it('keeps counting errors across kinds toward the stop threshold', () => {
    let counters = { errorCount: 0, fragmentErrorCount: 0 };
    const actions: string[] = [];
    for (const kind of ['http-404', 'other', 'media'] as const) {
      const decision = decideEngineError(counters, { kind, fatal: true, details: kind });
      counters = decision.counters;
      actions.push(decision.action);
    }
    expect(actions).toEqual(['restart-load', 'restart-load', 'stop']);
  });

  it('store notifies with the previous state and stops after unsubscribe', () => {
    const store = createStore({ a: 1, b: 'x' });
    const calls: [number, number][] = [];
    const unsubscribe = store.subscribe((state, previous) => calls.push([state.a, previous.a]));
    store.setState({ a: 2 });
    store.setState({ a: 2, b: 'x' });
    unsubscribe();
    store.setState({ a: 3 });
    expect(calls).toEqual([[2, 1]]);
    expect(store.getState()).toEqual({ a: 3, b: 'x' });
  });

  it('emitter delivers typed payloads until off', () => {
    const emitter = new TypedEmitter<{ ping: { n: number } }>();
    const seen: number[] = [];
    const handler = ({ n }: { n: number }) => seen.push(n);
    emitter.on('ping', handler);
    emitter.emit('ping', { n: 1 });
    emitter.off('ping', handler);
    emitter.emit('ping', { n: 2 });
    expect(seen).toEqual([1]);
  });
});

describe('autoLevelCap', () => {
  it('keeps automatic quality at 1080 or below: no cap when nothing is above, else the last level within', () => {
    expect(autoLevelCap([{ height: 720 }, { height: 1080 }])).toBe(NO_LEVEL_CAP);
    expect(autoLevelCap([{ height: 720 }, { height: 1080 }, { height: 1440 }, { height: 2160 }])).toBe(1);
    expect(autoLevelCap([{ height: 2160 }])).toBe(0);
  });
});

describe('stoppedMessageOf', () => {
  const calm = { codecError: false, stopped: false, videoError: false, errorCount: 0 };

  it('shows no download error while a first media error is being retried', () => {
    expect(stoppedMessageOf({ ...calm, videoError: true, errorCount: 0 })).toBeNull();
    expect(stoppedMessageOf({ ...calm, videoError: true, errorCount: 1 })).toBeNull();
  });

  it('shows the download error after two or more errors, or once playback stopped; the codec error at once', () => {
    expect(stoppedMessageOf({ ...calm, videoError: true, errorCount: 2 })).toBe('error_video_download');
    expect(stoppedMessageOf({ ...calm, stopped: true })).toBe('error_video_download');
    expect(stoppedMessageOf({ ...calm, codecError: true })).toBe('error_video_codec');
    expect(stoppedMessageOf(calm)).toBeNull();
  });
});
