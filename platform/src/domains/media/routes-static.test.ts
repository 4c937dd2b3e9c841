import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { requestSigned } from './signed-test-path';
import {
  blackoutUrl,
  streamSigner,
  seekPointsUrl,
  screenshotUrlTemplate,
  trailerStreamUrl,
  VOD_ASSETS,
  vodStreamUrl,
} from './urls';

const PUBLIC_URL = 'http://platform.test';
const sign = streamSigner(testPlatformConfig(), PUBLIC_URL, null, Date.now());
const { app, close } = createPlatform({ config: testPlatformConfig({ publicUrl: PUBLIC_URL }), log: () => {} });
afterAll(close);

const pathOf = (url: string) => new URL(url).pathname;

async function text(url: string): Promise<string> {
  const response = await requestSigned(app, pathOf(url));
  expect(response.status).toBe(200);
  return response.text();
}

/** Fetches a playlist and everything it names, recursively: the whole asset must be playable. */
async function expectPlayable(url: string): Promise<void> {
  const body = await text(url);
  const named = [
    ...body.split('\n').filter((line) => line && !line.startsWith('#')),
    ...[...body.matchAll(/URI="([^"]+)"/g)].map((match) => match[1]),
  ];
  expect(named.length).toBeGreaterThan(0);
  for (const uri of named) {
    const target = new URL(uri, url).toString();
    if (target.endsWith('.m3u8')) await expectPlayable(target);
    else expect((await requestSigned(app, pathOf(target), { method: 'HEAD' })).status).toBe(200);
  }
}

describe('on-demand media', () => {
  it.each(VOD_ASSETS)('%s master has a ru/en audio group and a ru/en subtitles group', async (asset) => {
    const master = await text(`${PUBLIC_URL}/media/vod/${asset}/master.m3u8`);
    const media = master.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:'));
    const audio = media.filter((line) => line.includes('TYPE=AUDIO'));
    const subtitles = media.filter((line) => line.includes('TYPE=SUBTITLES'));
    expect(audio.map((line) => line.match(/LANGUAGE="(\w+)"/)?.[1])).toEqual(['ru', 'en']);
    expect(subtitles.map((line) => line.match(/LANGUAGE="(\w+)"/)?.[1])).toEqual(['ru', 'en']);
    const variants = master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants.length).toBeGreaterThanOrEqual(2);
    for (const variant of variants) expect(variant).toMatch(/AUDIO="audio".*SUBTITLES="subs"/);
  });

  it.each([1, 2])('content %i stream URL (media/urls.ts) resolves to a complete playable ladder', async (contentId) => {
    await expectPlayable(vodStreamUrl(sign, contentId, 600));
  });

  it('trailer and blackout placeholder are playable', async () => {
    await expectPlayable(trailerStreamUrl(sign));
    await expectPlayable(blackoutUrl(sign));
    const still = await requestSigned(app, '/media/blackout/mattress.jpg');
    expect(still.headers.get('content-type')).toBe('image/jpeg');
  });

  it('subtitles are WebVTT aligned to the MPEG-TS timeline', async () => {
    const vtt = await text(`${PUBLIC_URL}/media/vod/feature/subs/en.vtt`);
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toMatch(/X-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00.000/);
    expect(vtt).toContain('English subtitles');
    expect(await text(`${PUBLIC_URL}/media/vod/feature/subs/ru.vtt`)).toContain('Русские субтитры');
  });

  it.each([1, 2])('content %i has a 196x110 JPEG screenshot at every seek point', async (contentId) => {
    const { seek_points: points } = JSON.parse(await text(seekPointsUrl(PUBLIC_URL, contentId))) as {
      seek_points: number[];
    };
    expect(points.length).toBeGreaterThanOrEqual(6);
    expect(points.slice(0, 3)).toEqual([0, 10_000, 20_000]);
    for (const ms of points) {
      const response = await requestSigned(
        app,
        pathOf(screenshotUrlTemplate(PUBLIC_URL, contentId).replace('{ms}', String(ms))),
      );
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const jpeg = Buffer.from(await response.arrayBuffer());
      const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
      expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([196, 110]);
    }
  });
});

describe('media file serving', () => {
  it('sends content types, long cache for segments, short cache for playlists, and CORS for any player', async () => {
    const segment = await requestSigned(app, '/media/vod/feature/video/240p/seg_000.ts');
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
    expect(segment.headers.get('access-control-allow-origin')).toBe('*');
    const fromOtherSite = await requestSigned(app, '/media/vod/feature/master.m3u8', {
      headers: { origin: 'http://receiver.test' },
    });
    expect(fromOtherSite.headers.get('access-control-allow-origin')).toBe('*');
    expect(fromOtherSite.headers.get('access-control-allow-credentials')).toBeNull();
    // The web app's players send their media cookie (media-binding.ts): their origin comes back, with credentials.
    const fromTheApp = await requestSigned(app, '/media/vod/feature/master.m3u8', {
      headers: { origin: 'http://web.test' },
    });
    expect(fromTheApp.headers.get('access-control-allow-origin')).toBe('http://web.test');
    expect(fromTheApp.headers.get('access-control-allow-credentials')).toBe('true');
    expect(fromTheApp.headers.get('vary')).toMatch(/Origin/);
    const playlist = await requestSigned(app, '/media/vod/feature/master.m3u8');
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers byte ranges for progressive MP4', async () => {
    const whole = Buffer.from(await (await requestSigned(app, '/media/ads/preroll.mp4')).arrayBuffer());
    const part = await requestSigned(app, '/media/ads/preroll.mp4', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));
    const beyond = await requestSigned(app, '/media/ads/preroll.mp4', { headers: { range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
  });

  it.each([
    '/media/../package.json',
    '/media/%2e%2e/package.json',
    '/media/vod/..%2f..%2f..%2fpackage.json',
    '/media/vod/%2e%2e%2f%2e%2e%2fscripts%2fmake-media.sh',
    '/media/vod/feature/.hidden.ts',
    '/media/vod/feature',
    '/media/vod/feature/master.m3u8%00.ts',
  ])('never serves anything outside the media tree: %s', async (path) => {
    const response = await requestSigned(app, path);
    expect([403, 404]).toContain(response.status);
  });
});
