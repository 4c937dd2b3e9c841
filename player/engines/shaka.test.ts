import type { EngineEvent } from '../core/types';
import { ShakaEngine } from './shaka';

type Handler = (event: Event & { detail?: unknown }) => void;

/** Records configuration and calls; `loadResult` decides how player.load() settles. */
class MockShakaPlayer {
  static supported = true;
  static instances: MockShakaPlayer[] = [];
  /** What player.load() of the next created player throws (null resolves). */
  static nextLoadResult: unknown = null;
  static isBrowserSupported() {
    return MockShakaPlayer.supported;
  }
  config: Record<string, unknown>[] = [];
  handlers = new Map<string, Handler[]>();
  loads: (number | null)[] = [];
  loadResult: unknown = null;
  destroyed = 0;
  abrEnabled = true;
  selected: string[] = [];
  videoTracks = [
    { active: true, bandwidth: 800_000, height: 480, width: 854 },
    { active: false, bandwidth: 2_000_000, height: 720, width: 1280 },
  ];
  audioTracks = [{ active: true, language: 'ru', label: null }];
  textTracks = [{ active: false, language: 'en', label: 'English' }];
  constructor() {
    this.loadResult = MockShakaPlayer.nextLoadResult;
    MockShakaPlayer.instances.push(this);
  }
  configure(config: Record<string, unknown>) {
    this.config.push(config);
    const abr = config.abr as { enabled?: boolean } | undefined;
    if (abr?.enabled !== undefined) this.abrEnabled = abr.enabled;
  }
  getConfiguration() {
    return { abr: { enabled: this.abrEnabled } };
  }
  addEventListener(name: string, handler: Handler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  fire(name: string, detail?: unknown) {
    for (const handler of this.handlers.get(name) ?? []) handler(Object.assign(new Event(name), { detail }));
  }
  async attach() {}
  async load(_url: string, start: number | null) {
    this.loads.push(start);
    if (this.loadResult) throw this.loadResult;
  }
  requestFilters: ((type: number, request: { allowCrossSiteCredentials: boolean }) => void)[] = [];
  getNetworkingEngine() {
    return {
      registerRequestFilter: (filter: MockShakaPlayer['requestFilters'][number]) => this.requestFilters.push(filter),
    };
  }
  retryStreaming() {
    return false;
  }
  async destroy() {
    this.destroyed += 1;
  }
  getVideoTracks() {
    return this.videoTracks;
  }
  getAudioTracks() {
    return this.audioTracks;
  }
  getTextTracks() {
    return this.textTracks;
  }
  selectVideoTrack(track: { height: number }) {
    this.selected.push(`video ${track.height}`);
  }
  selectAudioTrack(track: { language: string }) {
    this.selected.push(`audio ${track.language}`);
  }
  selectTextTrack(track: { language: string } | null) {
    this.selected.push(`text ${track ? track.language : 'off'}`);
  }
}

jest.mock('shaka-player', () => ({
  __esModule: true,
  default: {
    polyfill: { installAll: () => undefined },
    // A getter, because jest hoists this factory above the class declaration.
    get Player() {
      return MockShakaPlayer;
    },
  },
}));

const source = {
  url: 'https://media.test/drm/manifest.mpd',
  protocol: 'dash' as const,
  drm: { clearkey: { licenseUrl: 'https://media.test/license' } },
};

async function setup(loadResult: unknown = null, withCredentials = false) {
  MockShakaPlayer.instances = [];
  MockShakaPlayer.nextLoadResult = loadResult;
  const engine = new ShakaEngine();
  const events: EngineEvent[] = [];
  engine.subscribe((event) => events.push(event));
  engine.attach({ currentTime: 33 } as HTMLMediaElement);
  await engine.load({ ...source, withCredentials }, 12);
  MockShakaPlayer.nextLoadResult = null;
  return { engine, events, player: MockShakaPlayer.instances[0] };
}

describe('ShakaEngine', () => {
  it('configures the licence servers, buffer and the 1080 cap of automatic quality, loads at the start position and reports tracks', async () => {
    const { events, player } = await setup();
    expect(player.config[0]).toEqual({
      drm: { servers: { 'org.w3.clearkey': 'https://media.test/license' }, advanced: {} },
      streaming: { bufferingGoal: 5, retryParameters: { maxAttempts: 5 } },
      abr: { restrictions: { maxHeight: 1080 } },
    });
    expect(player.loads).toEqual([12]);
    expect(events.at(-1)).toEqual({
      type: 'tracks',
      tracks: {
        levels: [
          { id: 0, height: 480, width: 854, bitrate: 800_000 },
          { id: 1, height: 720, width: 1280, bitrate: 2_000_000 },
        ],
        level: -1,
        audio: [{ id: 0, language: 'ru', label: 'ru', enabled: true }],
        text: [{ id: 0, language: 'en', label: 'English', enabled: false }],
      },
    });
  });

  it("sends the browser's cookies with every request (manifest, segments, licence) of a source that asks for them", async () => {
    expect((await setup()).player.requestFilters).toEqual([]);
    const { player } = await setup(null, true);
    const request = { allowCrossSiteCredentials: false };
    for (const filter of player.requestFilters) filter(2, request);
    expect(request.allowCrossSiteCredentials).toBe(true);
  });

  it('reports a failed load as a mapped error and ignores cancelled loads', async () => {
    const licence = { code: 6007, category: 6, severity: 2, data: [] };
    const failed = await setup(licence);
    expect(failed.events).toEqual([
      {
        type: 'error',
        error: { kind: 'drm', fatal: true, details: 'shaka-6007', code: 6007, message: 'DRM error 6007' },
      },
    ]);
    const cancelled = await setup({ code: 7000, category: 7, severity: 2 });
    expect(cancelled.events).toEqual([]);
  });

  it('maps error events and reloads at the current time to recover', async () => {
    const { engine, events, player } = await setup();
    player.fire('error', { code: 1001, category: 1, severity: 2, data: ['https://media.test/seg.m4s', 404] });
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { kind: 'http-404', fatal: true } });
    engine.recoverMedia();
    engine.restartLoad();
    await Promise.resolve();
    expect(player.loads).toEqual([12, 33, 33]);
  });

  it('switches quality with ABR off, back to ABR, audio and subtitles', async () => {
    const { engine, player } = await setup();
    engine.setLevel(1);
    expect(player.abrEnabled).toBe(false);
    engine.setLevel(-1);
    expect(player.abrEnabled).toBe(true);
    engine.setAudioTrack(0);
    engine.setTextTrack(0);
    engine.setTextTrack(null);
    expect(player.selected).toEqual(['video 720', 'audio ru', 'text en', 'text off']);
  });

  it('reports an unsupported browser as incompatible codecs', async () => {
    MockShakaPlayer.supported = false;
    const { events } = await setup();
    MockShakaPlayer.supported = true;
    expect(events).toEqual([
      { type: 'error', error: { kind: 'incompatible-codecs', fatal: true, details: 'shaka-unsupported-browser' } },
    ]);
  });

  it('destroys the player once and delivers nothing afterwards', async () => {
    const { engine, events, player } = await setup();
    const before = events.length;
    engine.destroy();
    engine.destroy();
    player.fire('error', { code: 3016, category: 3, severity: 2 });
    player.fire('trackschanged');
    expect(player.destroyed).toBe(1);
    expect(events).toHaveLength(before);
    await expect(engine.load(source)).rejects.toThrow(/destroyed/);
  });
});
