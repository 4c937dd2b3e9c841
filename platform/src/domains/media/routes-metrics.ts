import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { badRequest } from '../../core/errors';
import { ok, readBody } from '../../core/respond';
import { type MetricKind, parseBatch, recordMetrics } from './metrics';
import { CACHE_NONE, MEDIA_CORS_HEADERS } from './media-files';
import { validatePlaybackEvent } from './playback-events';

/** 1x1 transparent GIF answered to counter pixels and ad tracking beacons. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const AD_EVENT = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

function pixel(): Response {
  return new Response(PIXEL_GIF, {
    headers: { ...MEDIA_CORS_HEADERS, 'Content-Type': 'image/gif', 'Cache-Control': CACHE_NONE },
  });
}

async function rawBody(c: Context<PlatformEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text) throw badRequest('The request body is empty.');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON.');
  }
}

/**
 * The metrics service the clients report to (live-channels.md section 7): event batches, playback
 * errors, playback stat start/update events, a counter pixel and VAST tracking beacons.
 */
export function registerMetricsRoutes(app: PlatformApp, ctx: PlatformContext) {
  const userOf = (c: Context<PlatformEnv>) => c.get('session')?.userId ?? null;
  const batchRoute = (path: string, kind: MetricKind, fallbackName: string | null) =>
    app.post(path, async (c) => {
      const metrics = parseBatch(await rawBody(c), fallbackName, ctx.now());
      recordMetrics(ctx, kind, userOf(c), metrics);
      return ok(c, { accepted: metrics.length }, 201);
    });

  batchRoute('/v2/metrics/events', 'event', null);
  batchRoute('/v2/metrics/errors', 'error', 'playback_error');

  app.get('/v2/metrics/pixel.gif', (c) => {
    const params = c.req.query();
    recordMetrics(ctx, 'pixel', userOf(c), [{ name: params.name || 'pixel', params, ts: ctx.now() }]);
    return pixel();
  });

  app.get('/v2/metrics/ad', (c) => {
    const params = c.req.query();
    if (!params.event || !AD_EVENT.test(params.event)) {
      throw badRequest('event is required (a VAST tracking event name).', { event: ['Required.'] });
    }
    recordMetrics(ctx, 'ad', userOf(c), [{ name: `ad_${params.event}`, params, ts: ctx.now() }]);
    return pixel();
  });

  app.post('/v2/metrics/playback/:event{start|update}', async (c) => {
    const event = c.req.param('event');
    const body = await readBody(c);
    const params = validatePlaybackEvent(ctx, body);
    recordMetrics(ctx, 'playback', userOf(c), [{ name: `playback_${event}`, params: { ...params }, ts: ctx.now() }]);
    return ok(c, { accepted: 1 }, 201);
  });
}
