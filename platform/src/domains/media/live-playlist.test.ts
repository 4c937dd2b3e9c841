import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { requestSigned } from './signed-test-path';
import {
  ARCHIVE_MAX_SECONDS,
  LIVE_LOOP_SEGMENTS,
  LIVE_SEGMENT_S,
  LIVE_WINDOW_SEGMENTS,
  VITRINA_DELAY_S,
} from './live-playlist';

/** 2026-11-21T12:00:00Z, a segment boundary. */
const START_MS = Date.UTC(2026, 10, 21, 12, 0, 0);

function platformAt(initialMs: number) {
  let now = initialMs;
  const platform = createPlatform({ config: testPlatformConfig(), now: () => now, log: () => {} });
  return { ...platform, setNow: (ms: number) => (now = ms) };
}

function tagValue(playlist: string, tag: string): string {
  const line = playlist.split('\n').find((l) => l.startsWith(`#${tag}:`));
  if (!line) throw new Error(`no ${tag} in\n${playlist}`);
  return line.slice(tag.length + 2);
}

function allTagValues(playlist: string, tag: string): string[] {
  return playlist
    .split('\n')
    .filter((l) => l.startsWith(`#${tag}:`))
    .map((l) => l.slice(tag.length + 2));
}

function uris(playlist: string): string[] {
  return playlist.split('\n').filter((l) => l && !l.startsWith('#'));
}

describe('live channel playlists', () => {
  it('advance the media sequence and program-date-time with the clock', async () => {
    const { app, close, setNow } = platformAt(START_MS);
    const first = await (await requestSigned(app, '/media/live/5/480p.m3u8')).text();
    setNow(START_MS + 10_000);
    const later = await (await requestSigned(app, '/media/live/5/480p.m3u8')).text();

    const sequence = Number(tagValue(first, 'EXT-X-MEDIA-SEQUENCE'));
    expect(Number(tagValue(later, 'EXT-X-MEDIA-SEQUENCE'))).toBe(sequence + 10 / LIVE_SEGMENT_S);
    const firstDates = allTagValues(first, 'EXT-X-PROGRAM-DATE-TIME').map(Date.parse);
    const laterDates = allTagValues(later, 'EXT-X-PROGRAM-DATE-TIME').map(Date.parse);
    expect(firstDates).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(laterDates[0] - firstDates[0]).toBe(10_000);
    // The newest segment has fully aired: it ends at or before "now".
    expect(firstDates[firstDates.length - 1] + LIVE_SEGMENT_S * 1000).toBeLessThanOrEqual(START_MS);
    expect(first).not.toContain('#EXT-X-ENDLIST');
    close();
  });

  it('points every channel at the shared loop files, which are served as MPEG-TS with open CORS', async () => {
    const { app, close } = platformAt(START_MS);
    const one = uris(await (await requestSigned(app, '/media/live/1/240p.m3u8')).text());
    const other = uris(await (await requestSigned(app, '/media/live/77/240p.m3u8')).text());
    expect(other).toEqual(one);
    const segment = await requestSigned(app, new URL(one[0], 'http://platform.test/media/live/1/240p.m3u8').pathname);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('access-control-allow-origin')).toBe('*');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    close();
  });

  it('announces a discontinuity where the loop starts over', async () => {
    const loopMs = LIVE_LOOP_SEGMENTS * LIVE_SEGMENT_S * 1000;
    const atWrap = Math.ceil(START_MS / loopMs) * loopMs + 3 * LIVE_SEGMENT_S * 1000;
    const { app, close } = platformAt(atWrap);
    const text = await (await requestSigned(app, '/media/live/5/1080p.m3u8')).text();
    const lines = text.split('\n');
    const marker = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(marker).toBeGreaterThan(0);
    expect(lines[marker + 3]).toBe('1080p/seg_000.ts');
    close();
  });

  it('counts discontinuities from the broadcast start, not the unix epoch, one per loop', async () => {
    const loopMs = LIVE_LOOP_SEGMENTS * LIVE_SEGMENT_S * 1000;
    const { app, close, setNow } = platformAt(START_MS);
    const sequenceAt = async (ms: number) => {
      setNow(ms);
      const text = await (await requestSigned(app, '/media/live/5/480p.m3u8')).text();
      return Number(tagValue(text, 'EXT-X-DISCONTINUITY-SEQUENCE'));
    };
    const early = await sequenceAt(START_MS + 2 * loopMs);
    expect(early).toBeLessThanOrEqual(2);
    expect(await sequenceAt(START_MS + 7 * loopMs)).toBe(early + 5);
    close();
  });

  it('master lists three levels including a 1920x1080 one, with playable variant playlists', async () => {
    const { app, close } = platformAt(START_MS);
    const response = await requestSigned(app, '/media/live/5/master.m3u8');
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    const master = await response.text();
    const levels = allTagValues(master, 'EXT-X-STREAM-INF');
    expect(levels).toHaveLength(3);
    expect(levels.map((l) => l.match(/RESOLUTION=(\d+x\d+)/)?.[1])).toEqual(['426x240', '854x480', '1920x1080']);
    const bandwidths = levels.map((l) => Number(l.match(/BANDWIDTH=(\d+)/)?.[1]));
    expect(bandwidths[0]).toBeLessThan(bandwidths[1]);
    expect(bandwidths[1]).toBeLessThan(bandwidths[2]);
    for (const uri of uris(master)) expect((await requestSigned(app, `/media/live/5/${uri}`)).status).toBe(200);
    close();
  });
});

describe('vitrina playlists (?vitrina=1)', () => {
  it('are the live window of 360 s ago: same segments and program-date-time, growing with the clock', async () => {
    const { app, close, setNow } = platformAt(START_MS + VITRINA_DELAY_S * 1000);
    const master = await (await requestSigned(app, '/media/live/58/master.m3u8?vitrina=1')).text();
    expect(uris(master).every((uri) => uri.endsWith('.m3u8?vitrina=1'))).toBe(true);
    const vitrina = await (await requestSigned(app, '/media/live/58/480p.m3u8?vitrina=1')).text();
    const live = await (await requestSigned(app, '/media/live/58/480p.m3u8')).text();
    const dates = allTagValues(vitrina, 'EXT-X-PROGRAM-DATE-TIME').map(Date.parse);
    expect(dates).toHaveLength(LIVE_WINDOW_SEGMENTS);
    // Its newest segment ended by the clock of 360 s ago, not by now.
    expect(dates.at(-1)! + LIVE_SEGMENT_S * 1000).toBeLessThanOrEqual(START_MS);
    expect(dates.at(-1)! + LIVE_SEGMENT_S * 1000).toBeGreaterThan(START_MS - LIVE_SEGMENT_S * 1000);
    const liveDates = allTagValues(live, 'EXT-X-PROGRAM-DATE-TIME').map(Date.parse);
    expect(liveDates[0] - dates[0]).toBe(VITRINA_DELAY_S * 1000);
    expect(Number(tagValue(live, 'EXT-X-MEDIA-SEQUENCE')) - Number(tagValue(vitrina, 'EXT-X-MEDIA-SEQUENCE'))).toBe(
      VITRINA_DELAY_S / LIVE_SEGMENT_S,
    );
    expect(vitrina).not.toContain('#EXT-X-ENDLIST');
    setNow(START_MS + VITRINA_DELAY_S * 1000 + 10_000);
    const later = await (await requestSigned(app, '/media/live/58/480p.m3u8?vitrina=1')).text();
    expect(Date.parse(allTagValues(later, 'EXT-X-PROGRAM-DATE-TIME')[0]) - dates[0]).toBe(10_000);
    const segment = await requestSigned(
      app,
      new URL(uris(vitrina)[0], 'http://platform.test/media/live/58/480p.m3u8').pathname,
    );
    expect(segment.status).toBe(200);
    close();
  });

  it('refuse any other vitrina value and a vitrina archive', async () => {
    const { app, close } = platformAt(START_MS);
    for (const query of ['vitrina=yes', `vitrina=1&ts=${START_MS / 1000 - 600}`]) {
      const response = await requestSigned(app, `/media/live/58/480p.m3u8?${query}`);
      expect(response.status).toBe(400);
      expect((await requestSigned(app, `/media/live/58/master.m3u8?${query}`)).status).toBe(400);
    }
    close();
  });
});

describe('archive playlists (?ts=)', () => {
  it('start exactly at ts and grow as time passes', async () => {
    const ts = START_MS / 1000 - 3601;
    const { app, close, setNow } = platformAt(START_MS);
    const master = await (await requestSigned(app, `/media/live/9/master.m3u8?ts=${ts}`)).text();
    expect(uris(master).every((uri) => uri.endsWith(`.m3u8?ts=${ts}`))).toBe(true);

    const archive = await (await requestSigned(app, `/media/live/9/480p.m3u8?ts=${ts}`)).text();
    expect(Date.parse(allTagValues(archive, 'EXT-X-PROGRAM-DATE-TIME')[0])).toBe(ts * 1000);
    expect(tagValue(archive, 'EXT-X-PLAYLIST-TYPE')).toBe('EVENT');
    expect(archive).toContain('#EXT-X-START:TIME-OFFSET=0');
    const count = uris(archive).length;
    expect(count).toBe(Math.floor(3601 / LIVE_SEGMENT_S));

    setNow(START_MS + 20_000);
    const grown = await (await requestSigned(app, `/media/live/9/480p.m3u8?ts=${ts}`)).text();
    expect(uris(grown).length).toBe(count + 10);
    close();
  });

  it('close (VOD, ENDLIST) once the archive window is full', async () => {
    const ts = START_MS / 1000 - ARCHIVE_MAX_SECONDS - 600;
    const { app, close } = platformAt(START_MS);
    const archive = await (await requestSigned(app, `/media/live/9/240p.m3u8?ts=${ts}`)).text();
    expect(tagValue(archive, 'EXT-X-PLAYLIST-TYPE')).toBe('VOD');
    expect(archive.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(uris(archive)).toHaveLength(ARCHIVE_MAX_SECONDS / LIVE_SEGMENT_S);
    close();
  });

  it('refuse a ts that is in the future, not yet a segment old, or not a number', async () => {
    const { app, close } = platformAt(START_MS);
    for (const ts of [String(START_MS / 1000 + 60), String(START_MS / 1000), 'yesterday', '-5']) {
      const response = await requestSigned(app, `/media/live/9/480p.m3u8?ts=${ts}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error_code).toBe('bad_request');
    }
    close();
  });

  it('answer 404 for unknown renditions and non-numeric channels', async () => {
    const { app, close } = platformAt(START_MS);
    expect((await requestSigned(app, '/media/live/9/720p.m3u8')).status).toBe(404);
    expect((await requestSigned(app, '/media/live/abc/master.m3u8')).status).toBe(404);
    close();
  });
});
