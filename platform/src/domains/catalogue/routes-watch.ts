import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { ok, readBody } from '../../core/respond';
import { requireSession } from '../../core/session';
import { bindMediaToBrowser, mediaHolder } from '../media/media-binding';
import { createPlaybackStat } from '../media/stats';
import { drmLicenseUrl, drmManifestUrl, streamSigner, trailerStreamUrl, vodStreamUrl } from '../media/urls';
import { EARLY_MIDDLE_ROLL_POSITIONS_MS, NO_ADS, channelAds } from '../channels/stream-ads';
import { packetIdsForContent } from '../billing/entitlements';
import { artUrl } from './art';
import { isPlayable } from './content-json';
import { DRM_CONTENT_ID, EARLY_MIDROLL_CONTENT_ID } from './demo-ids';
import { localizer } from './http';
import { recordHistory } from './personal';
import { canWatch, contentMetadata, isLost } from './playback';
import { parseJson } from '../../core/database';
import { contentById, findContent, rootOf } from './store';
import { childMayWatch, isChildViewer } from './viewer';

function nonNegativeInteger(value: unknown, field: string, required: boolean): number | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(`${field} is required.`, { [field]: ['This field is required.'] });
    return undefined;
  }
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0)
    throw badRequest(`${field} must be a non-negative number.`, { [field]: ['Enter a number of seconds, 0 or more.'] });
  return Math.floor(number);
}

export function registerWatchRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/users/self/content_metadata/:ref', (c) => {
    const session = requireSession(c);
    const content = findContent(ctx, c.req.param('ref'));
    return ok(c, contentMetadata(ctx, session, content, localizer(c, ctx).lang));
  });

  app.get('/v2/libraries/:libraryId/contents/:ref/stream', (c) => {
    const session = requireSession(c);
    const content = findContent(ctx, c.req.param('ref'));
    const libraryId = Number(c.req.param('libraryId'));
    if (content.library_id !== libraryId) throw notFound('Content is not in this library.');
    if (!isPlayable(content))
      throw badRequest('Only films, episodes and programs have a stream.', undefined, 'not_playable');
    if (isLost(ctx, content)) throw forbidden('This title is no longer available.', 'content_lost');
    if (content.is_announcement === 1)
      throw forbidden('This episode has not been released yet.', 'content_not_available');
    if (isChildViewer(ctx, session) && !childMayWatch(content.age, content.is_adult === 1)) {
      throw forbidden('This title is not available in a child profile.', 'permission_denied');
    }
    if (!canWatch(ctx, session, content))
      throw forbidden('Subscribe to a packet with this title to watch it.', 'not_purchased');
    const seconds = nonNegativeInteger(c.req.query('seconds'), 'seconds', false) ?? 0;
    const publicUrl = ctx.config.publicUrl;
    const sign = streamSigner(ctx.config, publicUrl, mediaHolder(session), ctx.now());
    bindMediaToBrowser(c, ctx, mediaHolder(session));
    const isDrm = content.id === DRM_CONTENT_ID;
    const stream = isDrm
      ? {
          hls: null,
          hls_mbr: null,
          dash: drmManifestUrl(sign, content.duration),
          drm: { type: 'clearkey', license_url: drmLicenseUrl(sign, content.duration) },
        }
      : {
          hls: vodStreamUrl(sign, content.id, content.duration),
          hls_mbr: vodStreamUrl(sign, content.id, content.duration),
          dash: null,
          drm: null,
        };
    return ok(c, {
      ...stream,
      content_id: content.id,
      library_id: content.library_id,
      seconds,
      img: artUrl(publicUrl, 'wide', content.id),
      packshots: rootOf(ctx, content).has_packshot === 1 ? [{ url: trailerStreamUrl(sign) }] : [],
      playback_points: parseJson(content.playback_points, []),
      stat: { id: createPlaybackStat(ctx, { userId: session.userId, contentId: content.id }) },
      // Same roll structure as channel streams, so the player handles both alike; a title some packet sells can have
      // its ads bought off ("remove ads", live-channels.md section 4 "Ads").
      ad:
        content.has_ad === 1
          ? channelAds(
              publicUrl,
              packetIdsForContent(ctx, content.id).length > 0,
              content.id === EARLY_MIDROLL_CONTENT_ID ? EARLY_MIDDLE_ROLL_POSITIONS_MS : undefined,
            )
          : NO_ADS,
      content_schedule: null,
    });
  });

  app.get('/v2/trailers/:id/stream', (c) => {
    const id = c.req.param('id');
    const trailer = /^\d+$/.test(id)
      ? ctx.db.prepare('SELECT id, content_id FROM trailers WHERE id = ?').get(Number(id))
      : undefined;
    if (!trailer) throw notFound('Trailer not found.');
    return ok(c, {
      // Signed for anyone (no device): a trailer is public, and title pages are rendered once for every visitor with
      // the server's own session, whose browser no visitor is.
      hls: trailerStreamUrl(streamSigner(ctx.config, ctx.config.publicUrl, null, ctx.now())),
      trailer_id: Number(id),
      content_id: (trailer as { content_id: number }).content_id,
    });
  });

  /** The player reports progress here (section 5: saved after 10 s of playing); one entry per title and profile. */
  app.post('/v2/users/self/history', async (c) => {
    const session = requireSession(c);
    const body = await readBody(c);
    const contentId = nonNegativeInteger(body.content_id, 'content_id', true) as number;
    const content = contentById(ctx, contentId);
    if (!content) throw notFound('Content not found.');
    if (!isPlayable(content))
      throw badRequest('History is kept for films, episodes and programs.', {
        content_id: ['Not a playable content.'],
      });
    const seconds = nonNegativeInteger(body.seconds, 'seconds', true) as number;
    const duration = nonNegativeInteger(body.duration, 'duration', false) ?? content.duration;
    if (duration > 0 && seconds > duration)
      throw badRequest('seconds is past the end.', { seconds: ['Must not exceed duration.'] });
    return ok(c, recordHistory(ctx, session, content.id, seconds, duration), 201);
  });
}
