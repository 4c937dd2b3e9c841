import { PlayerController } from './controller';
import { createFakeEngineFactory } from './testing/fake-engine';
import { FakeMedia } from './testing/fake-media';
import { createTestPlayer } from './testing/test-player';

describe('PlayerController stream error rules', () => {
  it('sets video error only after more than 5 fragment parse or stall errors, then retries forward', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    player.media.currentTime = 100;
    for (let i = 0; i < 5; i += 1) engine.error(i % 2 ? 'stall' : 'fragment-parse', false);
    expect(player.controller.getState().videoError).toBe(false);
    expect(player.controller.getState().fragmentErrorCount).toBe(5);

    engine.error('fragment-parse', false);
    const state = player.controller.getState();
    expect(state.videoError).toBe(true);
    expect(state.videoErrorRetries).toBe(1);
    expect(player.media.currentTime).toBe(110);
    expect(engine.restartLoadCalls).toEqual([110]);
  });

  it('counts a 404 and restarts loading; the download alert appears at two errors', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.error('http-404', false);
    expect(player.controller.getState().errorCount).toBe(1);
    expect(engine.restartLoadCalls).toHaveLength(1);
    expect(player.alertKeys()).toEqual([]);

    engine.error('http-404', false);
    expect(engine.restartLoadCalls).toHaveLength(2);
    expect(player.alertKeys()).toEqual(['error_video_download']);
    expect(player.controller.getState().stopped).toBe(false);
  });

  it('pauses and destroys the stream once more than 2 errors are counted', async () => {
    const player = createTestPlayer();
    const engine = await player.load({ autoplay: true });
    expect(player.media.paused).toBe(false);
    engine.error('http-404', false);
    engine.error('http-404', true);
    engine.error('http-404', true);

    expect(engine.restartLoadCalls).toHaveLength(2);
    expect(engine.destroyCalls).toBe(1);
    expect(player.media.paused).toBe(true);
    expect(player.controller.getState().stopped).toBe(true);
    expect(player.stops).toEqual([{ reason: 'errors' }]);
    expect(player.alertKeys()).toEqual(['error_video_download']);
  });

  it('restarts loading on fatal network errors without counting them, and ignores non-fatal ones', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.error('network', false);
    expect(engine.restartLoadCalls).toHaveLength(0);
    for (let i = 0; i < 4; i += 1) engine.error('network', true);
    expect(engine.restartLoadCalls).toHaveLength(4);
    expect(player.controller.getState().errorCount).toBe(0);
    expect(player.controller.getState().stopped).toBe(false);
  });

  it('recovers fatal media errors and stops when they keep coming', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.error('media', true);
    engine.error('media', true);
    expect(engine.recoverMediaCalls).toBe(2);
    engine.error('media', true);
    expect(engine.recoverMediaCalls).toBe(2);
    expect(player.controller.getState().stopped).toBe(true);
  });

  it('shows the codec error, pauses and destroys on incompatible codecs', async () => {
    const player = createTestPlayer();
    const engine = await player.load({ autoplay: true });
    engine.error('incompatible-codecs', true);
    const state = player.controller.getState();
    expect(state.codecError).toBe(true);
    expect(state.stopped).toBe(true);
    expect(player.media.paused).toBe(true);
    expect(engine.destroyCalls).toBe(1);
    expect(engine.recoverMediaCalls).toBe(0);
    expect(player.alertKeys()).toEqual(['error_video_codec']);
    expect(player.stops).toEqual([{ reason: 'codec' }]);
  });

  it('reloads the media when the buffer is full, without counting an error', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.error('buffer-full', false);
    expect(engine.recoverMediaCalls).toBe(1);
    expect(player.controller.getState().errorCount).toBe(0);
  });

  it('alerts DRM failures with their message and code and stops', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.error('drm', true, { code: 8002, message: 'Licence expired' });
    expect(player.alerts).toEqual([{ type: 'drm', code: 8002, message: 'Licence expired' }]);
    expect(player.stops).toEqual([{ reason: 'drm' }]);
  });

  it('keeps playing through recoverable DRM errors', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.error('drm', false, { code: 6014, message: 'Renewal failed' });
    expect(player.alerts).toEqual([]);
    expect(player.controller.getState().stopped).toBe(false);
  });

  it('clears the track menus when the stream stops', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.setTracks({ levels: [{ id: 0, height: 720, width: 1280, bitrate: 1 }] });
    engine.error('incompatible-codecs');
    expect(player.controller.getState().tracks.levels).toEqual([]);
  });

  it('reports every error for analytics with the playback position', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    const reported: string[] = [];
    player.controller.on('playbackError', (error) => reported.push(`${error.kind}@${error.position}`));
    player.media.currentTime = 42;
    engine.error('stall', false);
    player.media.fire('error');
    expect(reported).toEqual(['stall@42', 'media@42']);
  });

  it('gives error 2 and the codec error without a source', async () => {
    const player = createTestPlayer();
    await player.controller.load(null, { mode: 'vod' });
    expect(player.controller.getState()).toMatchObject({ error: 2, codecError: true, loading: false });
    expect(player.alertKeys()).toEqual(['error_video_codec']);
    expect(player.fakes.engines).toHaveLength(0);
  });

  it('turns an engine that cannot be created into the codec error', async () => {
    const controller = new PlayerController<FakeMedia>({
      createEngine: () => Promise.reject(new Error('MSE is not available')),
    });
    controller.attach(new FakeMedia());
    await controller.load({ url: 'x.m3u8', protocol: 'hls' }, { mode: 'vod' });
    expect(controller.getState()).toMatchObject({ codecError: true, stopped: true });
  });

  it('treats an engine that fails to start loading as a counted error and retries', async () => {
    const fakes = createFakeEngineFactory((engine) => {
      engine.loadFailure = new Error('attach failed');
    });
    const controller = new PlayerController<FakeMedia>({ createEngine: fakes.factory });
    controller.attach(new FakeMedia());
    await controller.load({ url: 'x.m3u8', protocol: 'hls' }, { mode: 'vod', autoplay: true });
    expect(controller.getState().errorCount).toBe(1);
    expect(fakes.last().restartLoadCalls).toHaveLength(1);
  });

  it('sets error 2 without a media element', async () => {
    const player = createTestPlayer();
    const controller = new PlayerController<FakeMedia>({ createEngine: player.fakes.factory });
    await controller.load({ url: 'x.m3u8', protocol: 'hls' }, { mode: 'vod' });
    expect(controller.getState()).toMatchObject({ error: 2, codecError: false });
    expect(player.fakes.engines).toHaveLength(0);
  });
});

describe('PlayerController video error retry', () => {
  it('seeks forward 10 s times the retry count on each media element error', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    player.media.currentTime = 50;
    player.media.fire('error');
    expect(player.media.currentTime).toBe(60);
    player.media.fire('error');
    expect(player.media.currentTime).toBe(80);
    player.media.fire('error');
    expect(player.media.currentTime).toBe(110);
    expect(engine.restartLoadCalls).toEqual([60, 80, 110]);
    expect(player.controller.getState()).toMatchObject({ videoError: true, videoErrorRetries: 3 });

    player.media.fire('playing');
    expect(player.controller.getState().videoError).toBe(false);
  });

  it('after 10 retries resets the count and flags an error', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    for (let i = 0; i < 10; i += 1) player.media.fire('error');
    expect(engine.restartLoadCalls).toHaveLength(10);
    expect(player.media.currentTime).toBe(10 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10));

    player.media.fire('error');
    expect(engine.restartLoadCalls).toHaveLength(10);
    expect(player.controller.getState()).toMatchObject({ videoErrorRetries: 0, videoError: true, errorCount: 1 });

    player.media.fire('error');
    expect(player.controller.getState().videoErrorRetries).toBe(1);
  });

  it('flagged video errors count toward the stop threshold', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.error('http-404', false);
    engine.error('http-404', false);
    for (let i = 0; i < 11; i += 1) player.media.fire('error');
    expect(player.controller.getState().stopped).toBe(true);
    expect(player.stops).toEqual([{ reason: 'video-error' }]);
  });
});

describe('PlayerController recovery', () => {
  it('jumps to the current programme with a fresh engine at two errors on live play, once per stream', async () => {
    const player = createTestPlayer();
    const first = await player.load({ mode: 'live', autoplay: true });
    first.error('http-404', false);
    expect(player.fakes.engines).toHaveLength(1);
    first.error('http-404', false);
    await flush();
    expect(first.destroyCalls).toBe(1);
    expect(player.fakes.engines).toHaveLength(2);
    const second = player.fakes.last();
    expect(second.startPosition).toBeUndefined();
    expect(player.controller.getState()).toMatchObject({ errorCount: 0, stopped: false, mode: 'live' });

    // The fresh load fails as well: no second jump, the errors stop the player and the page takes over.
    for (let i = 0; i < 3; i += 1) second.error('http-404', true);
    await flush();
    expect(player.fakes.engines).toHaveLength(2);
    expect(player.stops).toEqual([{ reason: 'errors' }]);
  });

  it('does not jump in archive or on-demand play', async () => {
    const player = createTestPlayer();
    const engine = await player.load({ mode: 'archive' });
    engine.error('http-404', false);
    engine.error('http-404', false);
    await flush();
    expect(player.fakes.engines).toHaveLength(1);
  });

  it('reloads a stopped stream where it was, and a new stream may jump again', async () => {
    const player = createTestPlayer();
    const engine = await player.load({ mode: 'vod', autoplay: true });
    player.media.currentTime = 321;
    for (let i = 0; i < 3; i += 1) engine.error('http-404', true);
    expect(player.controller.getState().stopped).toBe(true);
    await player.controller.reload();
    expect(player.controller.getState().stopped).toBe(false);
    expect(player.fakes.last().startPosition).toBe(321);
    expect(player.media.paused).toBe(false);

    const live = await player.load({ mode: 'live' });
    live.error('http-404', false);
    live.error('http-404', false);
    await flush();
    expect(player.fakes.engines).toHaveLength(4);
  });

  it('reloads at the address the page holds now for the same stream (its key), and never over a packshot', async () => {
    const player = createTestPlayer();
    const signed = (token: string) => ({
      url: `https://media.test/vod/${token}/master.m3u8`,
      protocol: 'hls' as const,
      key: 'title:5',
    });
    await player.controller.load(signed('tk.1'), { mode: 'vod' });
    await player.controller.reload({ source: signed('tk.2') });
    expect(player.fakes.last().source?.url).toBe(signed('tk.2').url);
    const packshot = { url: 'https://media.test/vod/trailer/master.m3u8', protocol: 'hls' as const };
    await player.controller.load(packshot, { mode: 'vod' });
    await player.controller.reload({ source: signed('tk.3') });
    expect(player.fakes.last().source?.url).toBe(packshot.url);
  });
});

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
