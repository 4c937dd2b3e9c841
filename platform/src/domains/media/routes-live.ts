import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import {
  archiveMediaPlaylist,
  findRendition,
  LIVE_SEGMENT_S,
  liveMasterPlaylist,
  liveMediaPlaylist,
  vitrinaMediaPlaylist,
  type LiveVariant,
} from './live-playlist';
import {
  CACHE_NONE,
  HLS_CONTENT_TYPE,
  MEDIA_CORS_HEADERS,
  MEDIA_ROOT,
  resolveMediaFile,
  sendMediaFile,
} from './media-files';
import { mediaToken, mediaUrlLifetime } from './media-signing';

/** Peak bits per second of a live rendition, from the largest committed segment (BANDWIDTH must be a peak). */
function measurePeaks(): (rendition: string) => number {
  const peaks = new Map<string, number>();
  return (rendition) => {
    const known = peaks.get(rendition);
    if (known !== undefined) return known;
    const dir = path.join(MEDIA_ROOT, 'live', rendition);
    const largest = fs.readdirSync(dir).reduce((max, file) => Math.max(max, fs.statSync(path.join(dir, file)).size), 0);
    const peak = Math.ceil((largest * 8) / LIVE_SEGMENT_S);
    peaks.set(rendition, peak);
    return peak;
  };
}

/** `ts` (unix s) must be a whole number of seconds at least one segment in the past. */
function readArchiveStart(c: Context, nowMs: number): number | undefined {
  const raw = c.req.query('ts');
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw))
    throw badRequest('ts must be a unix time in seconds.', { ts: ['Must be a whole number of seconds.'] });
  const ts = Number(raw);
  if (ts > nowMs / 1000 - LIVE_SEGMENT_S)
    throw badRequest('ts must be in the past.', { ts: ['Archive starts in the past.'] });
  return ts;
}

/** `?vitrina=1` asks for the delayed vitrina feed of live; it cannot be combined with an archive `ts`. */
function readVariant(c: Context, nowMs: number): LiveVariant {
  const ts = readArchiveStart(c, nowMs);
  const vitrina = c.req.query('vitrina');
  if (vitrina !== undefined && vitrina !== '1') {
    throw badRequest('vitrina must be 1.', { vitrina: ['Use vitrina=1 for the delayed vitrina feed.'] });
  }
  if (ts !== undefined && vitrina) throw badRequest('ts and vitrina cannot be combined.', { vitrina: ['Live only.'] });
  return ts === undefined ? { vitrina: vitrina === '1' } : { ts };
}

function playlist(body: string): Response {
  return new Response(body, {
    headers: { ...MEDIA_CORS_HEADERS, 'Content-Type': HLS_CONTENT_TYPE, 'Cache-Control': CACHE_NONE },
  });
}

/**
 * Live channels: any numeric channel id plays the same clock-driven loop (the channels domain decides who
 * may receive the URL). `?ts=` switches to catch-up from that moment; `?vitrina=1` is live 360 s behind.
 */
export function registerLiveRoutes(app: PlatformApp, ctx: PlatformContext) {
  // Stable across restarts of the same database, so a playing client never sees the count go backwards.
  const seeded = ctx.db.prepare(`SELECT value FROM platform_meta WHERE key = 'seeded'`).get() as
    { value: string } | undefined;
  const broadcastStartMs = seeded ? Date.parse(seeded.value) : ctx.now();
  const peaks = measurePeaks();

  app.get('/media/live/:channelId{[0-9]+}/master.m3u8', (c) => {
    return playlist(liveMasterPlaylist(peaks, readVariant(c, ctx.now())));
  });

  app.get('/media/live/:channelId{[0-9]+}/:playlist{[0-9a-z]+\\.m3u8}', (c) => {
    const rendition = findRendition(c.req.param('playlist').replace(/\.m3u8$/, ''));
    if (!rendition) throw notFound('Unknown rendition.');
    const now = ctx.now();
    const variant = readVariant(c, now);
    if (!('ts' in variant)) {
      if (!variant.vitrina) return playlist(liveMediaPlaylist(rendition.name, now, broadcastStartMs));
      // The open vitrina playlist hands its segments out signed for anyone, renewed with every refresh.
      const prefix = `/media/live/${c.req.param('channelId')}/`;
      const expires = Math.floor(now / 1000) + mediaUrlLifetime(ctx.config, { live: true });
      const tokenDir = `${mediaToken(ctx.config.mediaSecret, prefix, expires, '0')}/`;
      return playlist(vitrinaMediaPlaylist(rendition.name, now, broadcastStartMs, tokenDir));
    }
    const archive = archiveMediaPlaylist(rendition.name, variant.ts, now);
    if (!archive) throw badRequest('ts must be in the past.', { ts: ['Archive starts in the past.'] });
    return playlist(archive);
  });

  // Reached only through a token (media-gate.ts): every channel plays the same committed loop.
  app.get('/media/live/:channelId{[0-9]+}/:rendition{[0-9a-z]+}/:file', (c) => {
    const file = resolveMediaFile(['live', c.req.param('rendition'), c.req.param('file')]);
    if (!file) throw notFound('No such media file.');
    return sendMediaFile(c, file);
  });
}
