import { PlaybackStats, type PlaybackStatIdentity, type StatsTransport } from './playback-stats';
import { playbackUpdateMarks } from './stats-constants';

const identity: PlaybackStatIdentity = {
  statId: 9,
  channelId: 1,
  contentParentId: null,
  contentId: null,
  startType: 'autoplay',
  libraryId: null,
};

function recorder() {
  const calls: string[] = [];
  const transport: StatsTransport = {
    playback: async (kind, body) => calls.push(`${kind}@${body.position}`),
    watchEvent: async () => calls.push('watch'),
    stat: async (id, duration) => calls.push(`stat:${id}:${duration}`),
    error: async (body) => calls.push(`error:${JSON.stringify(body)}`),
  };
  return { calls, transport };
}

describe('playback statistics', () => {
  it('goes on across a programme boundary of the same stream: one start, the duration keeps growing', () => {
    const bodies: { kind: string; contentId: number | null }[] = [];
    const stats: string[] = [];
    const transport: StatsTransport = {
      playback: async (kind, body) => bodies.push({ kind, contentId: body.contentId }),
      watchEvent: async () => undefined,
      stat: async (_id, duration) => stats.push(String(duration)),
      error: async () => undefined,
    };
    const playback = new PlaybackStats({ ...identity, contentId: 1 }, transport, 'hls');
    for (let second = 0; second < 60; second += 1) playback.tick(second);
    playback.updateProgramme({ contentId: 2, contentParentId: null });
    for (let second = 60; second < 125; second += 1) playback.tick(second);
    expect(bodies).toEqual([
      { kind: 'start', contentId: 1 },
      { kind: 'update', contentId: 2 },
    ]);
    expect(stats).toEqual(['30', '60', '90', '120']);
  });

  it('updates at 120, 300 and 600 s, then every 600 s up to 3000 s', () => {
    expect(playbackUpdateMarks()).toEqual([120, 300, 600, 1200, 1800, 2400, 3000]);
  });

  it('sends start, the update marks, one watch event at 300 s and the stat every 30 s', () => {
    const { calls, transport } = recorder();
    const stats = new PlaybackStats(identity, transport, 'hls');
    for (let second = 0; second < 3700; second += 1) stats.tick(second);
    expect(calls[0]).toBe('start@0');
    expect(calls.filter((call) => call.startsWith('update'))).toEqual([
      'update@119',
      'update@299',
      'update@599',
      'update@1199',
      'update@1799',
      'update@2399',
      'update@2999',
    ]);
    expect(calls.filter((call) => call === 'watch')).toHaveLength(1);
    const statCalls = calls.filter((call) => call.startsWith('stat'));
    expect(statCalls[0]).toBe('stat:9:30');
    expect(statCalls).toHaveLength(Math.floor(3700 / 30));
  });

  it('flushes the watched duration on demand, once per change, and not without a stat id', () => {
    const { calls, transport } = recorder();
    const stats = new PlaybackStats(identity, transport, 'hls');
    for (let second = 0; second < 12; second += 1) stats.tick(second);
    stats.flush();
    stats.flush();
    expect(calls.filter((call) => call.startsWith('stat'))).toEqual(['stat:9:12']);
    const anonymous = recorder();
    const noStat = new PlaybackStats({ ...identity, statId: null }, anonymous.transport, 'hls');
    noStat.tick(0);
    noStat.flush();
    expect(anonymous.calls.some((call) => call.startsWith('stat'))).toBe(false);
  });

  it('reports playback errors with the spec fields', () => {
    const { calls, transport } = recorder();
    new PlaybackStats({ ...identity, contentId: 7, libraryId: 1, channelId: null }, transport, 'dash').error({
      kind: 'http-404',
      fatal: false,
      details: 'levelLoadError',
      url: 'https://m.test/a.m3u8',
      position: 12,
    });
    expect(JSON.parse(calls[0].slice('error:'.length))).toEqual({
      code: 'http-404',
      errorType: 'recoverable',
      streamType: 'dash',
      url: 'https://m.test/a.m3u8',
      position: 12,
      details: 'levelLoadError',
      content: 7,
      library: 1,
      channel: null,
      userState: 'not_login',
      profile: null,
      providerId: null,
    });
  });

  it('names who watches in every event, and the viewer known later in the events after', () => {
    const bodies: { kind: string; userState: string; profile: number | null; providerId: number | null }[] = [];
    const transport: StatsTransport = {
      playback: async (kind, { userState, profile, providerId }) => bodies.push({ kind, userState, profile, providerId }),
      watchEvent: async () => undefined,
      stat: async () => undefined,
      error: async (body) => bodies.push({ kind: 'error', ...body }),
    };
    const playback = new PlaybackStats(identity, transport, 'hls', { userState: 'guest', profile: null, providerId: 1 });
    playback.tick(0);
    playback.updateViewer({ userState: 'promo', profile: 4, providerId: 1 });
    for (let second = 1; second < 120; second += 1) playback.tick(second);
    playback.error({ kind: 'network', fatal: true, details: 'fragLoadError', position: 120 });
    expect(bodies.map(({ kind, userState, profile, providerId }) => ({ kind, userState, profile, providerId }))).toEqual([
      { kind: 'start', userState: 'guest', profile: null, providerId: 1 },
      { kind: 'update', userState: 'promo', profile: 4, providerId: 1 },
      { kind: 'error', userState: 'promo', profile: 4, providerId: 1 },
    ]);
  });

  it('never lets a failing metrics service reach the caller', async () => {
    const failing: StatsTransport = {
      playback: () => Promise.reject(new Error('down')),
      watchEvent: () => Promise.reject(new Error('down')),
      stat: () => Promise.reject(new Error('down')),
      error: () => Promise.reject(new Error('down')),
    };
    const stats = new PlaybackStats(identity, failing, 'hls');
    expect(() => {
      for (let second = 0; second < 400; second += 1) stats.tick(second);
    }).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
