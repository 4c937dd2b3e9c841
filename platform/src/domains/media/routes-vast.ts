import type { PlatformApp, PlatformContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { CACHE_NONE, MEDIA_CORS_HEADERS } from './media-files';
import { BROKEN_VAST, PLAYABLE_ROLLS, type PlayableRoll, nonLinearVastDocument, vastDocument } from './vast';

/** VAST tags named by media/urls.ts `vastUrl`; ad SDKs fetch them cross-origin. */
export function registerVastRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/media/vast/:file{[a-z]+\\.xml}', (c) => {
    const tag = c.req.param('file').replace(/\.xml$/, '');
    const headers = {
      ...MEDIA_CORS_HEADERS,
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CACHE_NONE,
    };
    if (tag === 'broken') return new Response(BROKEN_VAST, { headers });
    if (tag === 'overlay') return new Response(nonLinearVastDocument(ctx.config.publicUrl), { headers });
    if (!PLAYABLE_ROLLS.includes(tag as PlayableRoll)) throw notFound('Unknown ad tag.');
    return new Response(vastDocument(ctx.config.publicUrl, tag as PlayableRoll), { headers });
  });
}
