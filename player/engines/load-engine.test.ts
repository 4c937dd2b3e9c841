import type { PlaybackSource } from '../core/types';
import { chooseEngine, createEngineLoader, UnsupportedSourceError } from './load-engine';

const hls: PlaybackSource = { url: 'https://media.test/a.m3u8', protocol: 'hls' };
const dash: PlaybackSource = { url: 'https://media.test/a.mpd', protocol: 'dash' };
const drm: PlaybackSource = { ...dash, drm: { clearkey: { licenseUrl: 'https://media.test/license' } } };

describe('chooseEngine', () => {
  it('uses shaka for DRM and DASH, hls.js where MSE exists, native HLS otherwise', () => {
    expect(chooseEngine(drm, { mse: true, nativeHls: false })).toBe('shaka');
    expect(chooseEngine(dash, { mse: true, nativeHls: false })).toBe('shaka');
    expect(chooseEngine(hls, { mse: true, nativeHls: true })).toBe('hls');
    expect(chooseEngine(hls, { mse: false, nativeHls: true })).toBe('native');
    expect(chooseEngine(hls, { mse: false, nativeHls: false })).toBeNull();
    expect(chooseEngine(drm, { mse: false, nativeHls: false })).toBeNull();
  });
});

describe('createEngineLoader', () => {
  afterEach(() => jest.resetModules());

  it('imports an engine module only when a stream needs it', async () => {
    const hlsModule = jest.fn(() => ({ createHlsEngine: () => ({ kind: 'hls' }) }));
    const shakaModule = jest.fn(() => ({ createShakaEngine: () => ({ kind: 'shaka' }) }));
    jest.doMock('./hls', hlsModule);
    jest.doMock('./shaka', shakaModule);
    const { createEngineLoader: loader } = await import('./load-engine');
    const load = loader(() => ({ mse: true, nativeHls: false }));
    expect(hlsModule).not.toHaveBeenCalled();
    expect(shakaModule).not.toHaveBeenCalled();

    await expect(load(hls)).resolves.toEqual({ kind: 'hls' });
    expect(hlsModule).toHaveBeenCalledTimes(1);
    expect(shakaModule).not.toHaveBeenCalled();
    await expect(load(drm)).resolves.toEqual({ kind: 'shaka' });
    expect(shakaModule).toHaveBeenCalledTimes(1);
  });

  it('preloads the engine module a source needs without creating an engine', async () => {
    const createShakaEngine = jest.fn();
    const shakaModule = jest.fn(() => ({ createShakaEngine }));
    const hlsModule = jest.fn(() => ({ createHlsEngine: jest.fn() }));
    jest.doMock('./shaka', shakaModule);
    jest.doMock('./hls', hlsModule);
    const { preloadEngine } = await import('./load-engine');
    preloadEngine(drm, { mse: true, nativeHls: false });
    preloadEngine(null, { mse: true, nativeHls: false });
    preloadEngine(hls, { mse: false, nativeHls: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shakaModule).toHaveBeenCalledTimes(1);
    expect(createShakaEngine).not.toHaveBeenCalled();
    expect(hlsModule).not.toHaveBeenCalled();
  });

  it('refuses sources nothing here can play with a clear error', async () => {
    const load = createEngineLoader(() => ({ mse: false, nativeHls: false }));
    await expect(load(drm)).rejects.toThrow(UnsupportedSourceError);
    await expect(load(hls)).rejects.toThrow('This browser cannot play HLS streams');
  });

  it('hands a player the engine prestarted for its source, loading already, instead of a new one', async () => {
    const prestart = jest.fn();
    const createHlsEngine = jest.fn(() => ({ kind: 'hls', prestart, subscribe: () => () => undefined }));
    jest.doMock('./hls', () => ({ createHlsEngine }));
    const { createEngineLoader: loader, prestartPlayback } = await import('./load-engine');
    const mse = { mse: true, nativeHls: false };
    prestartPlayback(hls, 5000, { support: mse });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prestart).toHaveBeenCalledWith(hls);
    const prestarted = createHlsEngine.mock.results[0].value;
    await expect(loader(() => mse)(hls)).resolves.toBe(prestarted);
    expect(createHlsEngine).toHaveBeenCalledTimes(1);
    // Taken once: the next player of the same source gets an engine of its own.
    await expect(loader(() => mse)(hls)).resolves.not.toBe(prestarted);
  });

  it("prestarts only where hls.js plays: shaka and the browser's own HLS need their media element", async () => {
    const hlsModule = jest.fn(() => ({ createHlsEngine: jest.fn() }));
    const shakaModule = jest.fn(() => ({ createShakaEngine: jest.fn() }));
    jest.doMock('./hls', hlsModule);
    jest.doMock('./shaka', shakaModule);
    const { prestartPlayback } = await import('./load-engine');
    prestartPlayback(drm, 5000, { support: { mse: true, nativeHls: false } });
    prestartPlayback(hls, 5000, { support: { mse: false, nativeHls: true } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hlsModule).not.toHaveBeenCalled();
    expect(shakaModule).not.toHaveBeenCalled();
  });
});
