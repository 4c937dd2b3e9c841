import type { HlsConfig } from 'hls.js';
import type { EngineEvent } from '../core/types';
import { STALL_SEEN_MS } from '../core/constants';
import { HlsEngine, hlsConfig, type HlsClass } from './hls';

const EVENTS = {
  MANIFEST_PARSED: 'hlsManifestParsed',
  LEVEL_SWITCHED: 'hlsLevelSwitched',
  LEVELS_UPDATED: 'hlsLevelsUpdated',
  AUDIO_TRACKS_UPDATED: 'hlsAudioTracksUpdated',
  AUDIO_TRACK_SWITCHED: 'hlsAudioTrackSwitched',
  SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
  SUBTITLE_TRACK_SWITCH: 'hlsSubtitleTrackSwitch',
  ERROR: 'hlsError',
  STALL_RESOLVED: 'hlsStallResolved',
  DESTROYING: 'hlsDestroying',
};

const DEFAULT_CONFIG = {
  loader: class {},
  fragLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 10000,
      maxLoadTimeMs: 120000,
      timeoutRetry: { maxNumRetry: 4, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: { maxNumRetry: 6, retryDelayMs: 1000, maxRetryDelayMs: 8000 },
    },
  },
} as unknown as HlsConfig;

/** Records what the engine asks of hls.js and lets the test fire hls.js events. */
class FakeHls {
  static Events = EVENTS;
  static DefaultConfig = DEFAULT_CONFIG;
  static instances: FakeHls[] = [];
  handlers = new Map<string, ((event: string, data: unknown) => void)[]>();
  calls: string[] = [];
  levels = [
    { height: 720, width: 1280, bitrate: 3_000_000 },
    { height: 1080, width: 1920, bitrate: 6_000_000 },
  ];
  audioTracks = [
    { lang: 'ru', name: 'Русский' },
    { lang: 'en', name: 'English' },
  ];
  subtitleTracks = [{ lang: 'en', name: 'English' }];
  audioTrack = 0;
  subtitleTrack = -1;
  subtitleDisplay = false;
  autoLevelEnabled = true;
  autoLevelCapping = -1;
  currentLevel = -1;
  nextLevel = -1;

  constructor(readonly config: Partial<HlsConfig>) {
    FakeHls.instances.push(this);
  }
  on(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  fire(event: string, data: unknown = {}) {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }
  attachMedia() {
    this.calls.push('attachMedia');
  }
  loadSource(url: string) {
    this.calls.push(`loadSource ${url}`);
  }
  startLoad(position?: number) {
    this.calls.push(`startLoad ${position}`);
  }
  stopLoad() {
    this.calls.push('stopLoad');
  }
  recoverMediaError() {
    this.calls.push('recoverMediaError');
  }
  destroy() {
    this.calls.push('destroy');
    this.fire(EVENTS.DESTROYING);
  }
}

const source = { url: 'https://media.test/vod/feature/master.m3u8', protocol: 'hls' as const };

function setup() {
  FakeHls.instances = [];
  const engine = new HlsEngine(FakeHls as unknown as HlsClass);
  const events: EngineEvent[] = [];
  engine.subscribe((event) => events.push(event));
  engine.attach({} as HTMLMediaElement);
  const loading = engine.load(source, 30);
  const hls = FakeHls.instances[0];
  return { engine, events, loading, hls };
}

describe('hlsConfig', () => {
  it('applies the spec buffer settings and the fragment error threshold', () => {
    const config = hlsConfig(DEFAULT_CONFIG, 12);
    expect(config).toMatchObject({
      maxBufferLength: 5,
      maxBufferSize: 5_000_000,
      maxMaxBufferLength: 10,
      maxBufferHole: 0.3,
      startPosition: 12,
    });
    expect(config.fragLoadPolicy?.default.errorRetry?.maxNumRetry).toBe(5);
    expect(config.fragLoadPolicy?.default.maxLoadTimeMs).toBe(120000);
    // Playlists go through the discontinuity rebase (see hls-discontinuity.ts).
    expect(config.pLoader?.prototype).toBeInstanceOf(DEFAULT_CONFIG.loader);
  });
});

describe('HlsEngine', () => {
  it('loads the source, resolves on the parsed manifest and reports tracks', async () => {
    const { events, loading, hls } = setup();
    expect(hls.config.startPosition).toBe(30);
    expect(hls.calls).toEqual(['attachMedia', `loadSource ${source.url}`]);
    hls.fire(EVENTS.MANIFEST_PARSED);
    await loading;
    const tracks = events.find((event) => event.type === 'tracks');
    expect(tracks).toEqual({
      type: 'tracks',
      tracks: {
        levels: [
          { id: 0, height: 720, width: 1280, bitrate: 3_000_000 },
          { id: 1, height: 1080, width: 1920, bitrate: 6_000_000 },
        ],
        level: -1,
        audio: [
          { id: 0, language: 'ru', label: 'Русский', enabled: true },
          { id: 1, language: 'en', label: 'English', enabled: false },
        ],
        text: [{ id: 0, language: 'en', label: 'English', enabled: false }],
      },
    });
  });

  it('caps automatic quality at 1080 once the levels are known', async () => {
    const { loading, hls } = setup();
    hls.levels = [...hls.levels, { height: 2160, width: 3840, bitrate: 16_000_000 }];
    hls.fire(EVENTS.MANIFEST_PARSED);
    await loading;
    expect(hls.autoLevelCapping).toBe(1);
  });

  it('reports new audio and subtitle lists after hls.js has applied its own default, so a choice made then holds', async () => {
    const { engine, hls } = setup();
    engine.subscribe((event) => {
      if (event.type === 'tracks' && event.tracks.text.length > 0 && hls.subtitleTrack === -1) engine.setTextTrack(0);
    });
    hls.fire(EVENTS.SUBTITLE_TRACKS_UPDATED);
    // hls.js selects its default (none without a DEFAULT=YES track) right after announcing the list.
    hls.subtitleTrack = -1;
    await Promise.resolve();
    expect(hls.subtitleTrack).toBe(0);
    expect(hls.subtitleDisplay).toBe(true);
  });

  it('maps hls.js errors and resolves the load on a fatal one', async () => {
    const { events, loading, hls } = setup();
    hls.fire(EVENTS.ERROR, {
      type: 'networkError',
      details: 'manifestLoadError',
      fatal: true,
      response: { code: 404 },
    });
    await loading;
    expect(events).toEqual([{ type: 'error', error: { kind: 'http-404', fatal: true, details: 'manifestLoadError' } }]);
  });

  it("passes over hls.js's notices of an append without buffer growth and a hole stepped over: no playback errors", () => {
    const { events, hls } = setup();
    hls.fire(EVENTS.ERROR, { type: 'mediaError', details: 'bufferAppendNoProgress', fatal: false });
    hls.fire(EVENTS.ERROR, { type: 'mediaError', details: 'bufferSeekOverHole', fatal: false });
    expect(events).toEqual([]);
    hls.fire(EVENTS.ERROR, { type: 'mediaError', details: 'bufferAppendNoProgress', fatal: true });
    expect(events.map((event) => event.type === 'error' && event.error.details)).toEqual(['bufferAppendNoProgress']);
  });

  describe('a stall hls.js reports', () => {
    const stall = { type: 'mediaError', details: 'bufferStalledError', fatal: false };
    const stallError = { type: 'error', error: { kind: 'stall', fatal: false, details: 'bufferStalledError' } };

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('over within a second (a busy device waited a moment with media buffered) is no playback error', () => {
      const { events, hls } = setup();
      hls.fire(EVENTS.ERROR, stall);
      jest.advanceTimersByTime(STALL_SEEN_MS - 100);
      hls.fire(EVENTS.STALL_RESOLVED);
      jest.advanceTimersByTime(10 * STALL_SEEN_MS);
      expect(events).toEqual([]);
    });

    it('still standing after a second is reported once, as the stall it is', () => {
      const { events, hls } = setup();
      hls.fire(EVENTS.ERROR, stall);
      jest.advanceTimersByTime(STALL_SEEN_MS - 1);
      expect(events).toEqual([]);
      hls.fire(EVENTS.ERROR, stall);
      jest.advanceTimersByTime(1);
      expect(events).toEqual([stallError]);
      hls.fire(EVENTS.STALL_RESOLVED);
      jest.advanceTimersByTime(10 * STALL_SEEN_MS);
      expect(events).toEqual([stallError]);
    });

    it('is reported at once when fatal (hls.js gave up moving the playhead on), once for the stall held before', () => {
      const { events, hls } = setup();
      hls.fire(EVENTS.ERROR, stall);
      hls.fire(EVENTS.ERROR, { ...stall, fatal: true });
      jest.advanceTimersByTime(10 * STALL_SEEN_MS);
      expect(events).toEqual([{ type: 'error', error: { ...stallError.error, fatal: true } }]);
    });

    it('is dropped with the engine', () => {
      const { engine, events, hls } = setup();
      hls.fire(EVENTS.ERROR, stall);
      engine.destroy();
      jest.advanceTimersByTime(10 * STALL_SEEN_MS);
      expect(events).toEqual([]);
    });
  });

  it('reloads the manifest when it never arrived, and resumes loading once it did', async () => {
    const { engine, loading, hls } = setup();
    engine.restartLoad();
    expect(hls.calls.at(-1)).toBe(`loadSource ${source.url}`);
    hls.fire(EVENTS.MANIFEST_PARSED);
    await loading;
    engine.restartLoad(70);
    engine.recoverMedia();
    expect(hls.calls.slice(-2)).toEqual(['startLoad 70', 'recoverMediaError']);
  });

  it('switches level, audio and subtitles', () => {
    const { engine, hls } = setup();
    engine.setLevel(1);
    engine.setAudioTrack(1);
    engine.setTextTrack(0);
    expect([hls.nextLevel, hls.audioTrack, hls.subtitleTrack, hls.subtitleDisplay]).toEqual([1, 1, 0, true]);
    engine.setTextTrack(null);
    engine.setLevel(-1);
    expect([hls.nextLevel, hls.subtitleTrack, hls.subtitleDisplay]).toEqual([-1, -1, false]);
  });

  it('destroys once, resolves a pending load and ignores late hls.js events', async () => {
    const { engine, events, loading, hls } = setup();
    engine.destroy();
    engine.destroy();
    await loading;
    expect(hls.calls.filter((call) => call === 'destroy')).toHaveLength(1);
    hls.fire(EVENTS.ERROR, { type: 'mediaError', details: 'bufferStalledError', fatal: false });
    hls.fire(EVENTS.LEVEL_SWITCHED);
    expect(events).toEqual([]);
    engine.restartLoad();
    expect(hls.calls.at(-1)).toBe('destroy');
    await expect(engine.load(source)).rejects.toThrow(/destroyed/);
  });

  it('loads a prestarted source with no media element, and its load after attach goes on with the same instance', async () => {
    FakeHls.instances = [];
    const engine = new HlsEngine(FakeHls as unknown as HlsClass);
    engine.prestart(source);
    const [hls] = FakeHls.instances;
    expect(hls.calls).toEqual([`loadSource ${source.url}`]);
    hls.fire(EVENTS.MANIFEST_PARSED);
    // The player subscribes and attaches its <video> after the manifest came: it still gets the tracks.
    const events: EngineEvent[] = [];
    engine.subscribe((event) => events.push(event));
    engine.attach({} as HTMLMediaElement);
    await engine.load(source);
    expect(FakeHls.instances).toHaveLength(1);
    expect(hls.calls).toEqual([`loadSource ${source.url}`, 'attachMedia']);
    expect(events.map((event) => event.type)).toEqual(['tracks']);
  });

  it('keeps the element attached ahead when the player attaches it again to load the same source', async () => {
    FakeHls.instances = [];
    const engine = new HlsEngine(FakeHls as unknown as HlsClass);
    engine.prestart(source);
    const media = {} as HTMLMediaElement;
    engine.attach(media);
    engine.attach(media);
    const [hls] = FakeHls.instances;
    hls.fire(EVENTS.MANIFEST_PARSED);
    await engine.load(source);
    expect(hls.calls).toEqual([`loadSource ${source.url}`, 'attachMedia']);
  });

  it('resolves the load of a prestarted source when its manifest comes after the media was attached', async () => {
    FakeHls.instances = [];
    const engine = new HlsEngine(FakeHls as unknown as HlsClass);
    engine.prestart(source);
    engine.attach({} as HTMLMediaElement);
    let loaded = false;
    const loading = engine.load(source).then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    FakeHls.instances[0].fire(EVENTS.MANIFEST_PARSED);
    await loading;
    expect(FakeHls.instances).toHaveLength(1);
  });

  it('stops a prestarted load when asked for another source or position', async () => {
    FakeHls.instances = [];
    const engine = new HlsEngine(FakeHls as unknown as HlsClass);
    engine.prestart(source);
    engine.attach({} as HTMLMediaElement);
    void engine.load(source, 30);
    const [prestarted, started] = FakeHls.instances;
    expect(prestarted.calls.at(-1)).toBe('destroy');
    expect(started.config.startPosition).toBe(30);
    expect(started.calls).toEqual(['attachMedia', `loadSource ${source.url}`]);
  });

  it('goes on with a renewed address of the stream it started ahead (the same key), at the address it has', async () => {
    FakeHls.instances = [];
    const engine = new HlsEngine(FakeHls as unknown as HlsClass);
    const signed = (token: string) => ({
      ...source,
      url: `https://media.test/live/1/${token}/master.m3u8`,
      key: 'channel:1:live',
    });
    engine.prestart(signed('tk.1'));
    engine.attach({} as HTMLMediaElement);
    FakeHls.instances[0].fire(EVENTS.MANIFEST_PARSED);
    await engine.load(signed('tk.2'));
    expect(FakeHls.instances).toHaveLength(1);
  });

  it('follows a renewed address without reloading: later requests go below it, a manifest reload too', () => {
    const { engine, hls } = setup();
    const renewed = { ...source, url: 'https://media.test/vod/feature/tk.2/master.m3u8' };
    expect(engine.followRenewedAddress(renewed)).toBe(true);
    const setupXhr = hls.config.xhrSetup!;
    const opened: string[] = [];
    const xhr = { open: (_method: string, url: string) => opened.push(url) } as unknown as XMLHttpRequest;
    void setupXhr(xhr, 'https://media.test/vod/feature/video/480p/seg_001.ts', {} as never);
    expect(opened).toEqual(['https://media.test/vod/feature/tk.2/video/480p/seg_001.ts']);
    engine.restartLoad();
    expect(hls.calls.at(-1)).toBe(`loadSource ${renewed.url}`);
    expect(FakeHls.instances).toHaveLength(1);
    expect(engine.followRenewedAddress({ ...renewed, url: `${renewed.url}?token=3` })).toBe(false);
  });

  it('keeps a refused request it retries once renewed from the player, and reports it once hls.js gives up', () => {
    const { engine, events, hls } = setup();
    const refusal = { type: 'networkError', details: 'fragLoadError', response: { code: 403, text: '' } };
    hls.fire(EVENTS.ERROR, { ...refusal, fatal: false });
    expect(events).toHaveLength(1);
    engine.setAddressRenewal(() => Promise.resolve());
    hls.fire(EVENTS.ERROR, { ...refusal, fatal: false });
    expect(events).toHaveLength(1);
    hls.fire(EVENTS.ERROR, { ...refusal, fatal: true });
    expect(events.map((event) => event.type === 'error' && event.error.kind)).toEqual(['http-403', 'http-403']);
  });
});
