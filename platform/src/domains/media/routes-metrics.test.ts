import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { METRICS_BATCH_MAX } from './metrics';
import { createPlaybackStat } from './stats';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const { app, ctx, close } = createPlatform({ config: testPlatformConfig(), now: () => NOW, log: () => {} });
afterAll(close);
beforeEach(() => app.request('/dev/metrics', { method: 'DELETE' }));

const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function readBack(query: string) {
  return (await (await app.request(`/dev/metrics?${query}`)).json()).data as {
    kind: string;
    name: string;
    params: Record<string, unknown>;
    ts: number;
  }[];
}

describe('metrics sink', () => {
  it('stores a batch of events and reads them back by name', async () => {
    const response = await post('/v2/metrics/events', [
      { name: 'open_channel', params: { id: 5 }, ts: 1_763_726_400_000 },
      { name: 'play', params: { source: '0x1_12' } },
      { name: 'open_channel', params: { id: 6 } },
    ]);
    expect(response.status).toBe(201);
    expect((await response.json()).data.accepted).toBe(3);
    const opened = await readBack('name=open_channel');
    expect(opened.map((event) => event.params.id)).toEqual([5, 6]);
    expect(opened[0].ts).toBe(1_763_726_400_000);
    expect(opened[1].ts).toBe(NOW);
    expect(await readBack('name=play')).toHaveLength(1);
  });

  it('accepts {events: [...]} and rejects bad batches without storing any of them', async () => {
    expect((await post('/v2/metrics/events', { events: [{ name: 'back' }] })).status).toBe(201);
    expect((await post('/v2/metrics/events', [{ name: 'ok' }, { params: {} }])).status).toBe(400);
    expect((await post('/v2/metrics/events', [{ name: 'x', params: [1] }])).status).toBe(400);
    expect((await post('/v2/metrics/events', [])).status).toBe(400);
    const tooMany = Array.from({ length: METRICS_BATCH_MAX + 1 }, () => ({ name: 'spam' }));
    expect((await post('/v2/metrics/events', tooMany)).status).toBe(400);
    expect((await app.request('/v2/metrics/events', { method: 'POST', body: '{not json' })).status).toBe(400);
    expect((await readBack('')).map((event) => event.name)).toEqual(['back']);
  });

  it('stores playback error reports with their fields as params', async () => {
    const report = {
      code: 404,
      errorType: 'networkError',
      streamType: 'hls',
      url: 'http://x/seg.ts',
      position: 12,
      channel: 5,
    };
    expect((await post('/v2/metrics/errors', report)).status).toBe(201);
    const [stored] = await readBack('kind=error');
    expect(stored.name).toBe('playback_error');
    expect(stored.params).toEqual(report);
  });

  it('counter pixel answers a GIF and records its query', async () => {
    const response = await app.request('/v2/metrics/pixel.gif?name=tns&CatID=7&Account=demo');
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect((await readBack('name=tns'))[0].params).toMatchObject({ CatID: '7', Account: 'demo' });
  });

  it('ad beacons need an event name', async () => {
    expect((await app.request('/v2/metrics/ad?roll=preroll')).status).toBe(400);
    expect((await app.request('/v2/metrics/ad?event=error&code=402')).status).toBe(200);
    expect((await readBack('name=ad_error'))[0].params.code).toBe('402');
  });

  it('stores playback start/update events against an existing stat only', async () => {
    const statId = createPlaybackStat(ctx, { userId: 1, channelId: 5 });
    const event = {
      statId,
      channelId: 5,
      contentParentId: null,
      contentId: 300,
      startType: 'live',
      position: 0,
      libraryId: null,
    };
    expect((await post('/v2/metrics/playback/start', event)).status).toBe(201);
    expect((await post('/v2/metrics/playback/update', { ...event, position: 30 })).status).toBe(201);
    const stored = await readBack('kind=playback');
    expect(stored.map((s) => [s.name, s.params.position])).toEqual([
      ['playback_start', 0],
      ['playback_update', 30],
    ]);
    expect(stored[0].params).toEqual(event);
    expect((await post('/v2/metrics/playback/start', { ...event, statId: 999_999 })).status).toBe(404);
    expect((await post('/v2/metrics/playback/start', { ...event, statId: undefined })).status).toBe(400);
    expect((await post('/v2/metrics/playback/update', { ...event, position: -1 })).status).toBe(400);
    expect((await post('/v2/metrics/playback/stop', event)).status).toBe(404);
  });

  it('DELETE /dev/metrics empties the sink', async () => {
    await post('/v2/metrics/events', { name: 'see_all' });
    await app.request('/dev/metrics', { method: 'DELETE' });
    expect(await readBack('')).toEqual([]);
  });
});
