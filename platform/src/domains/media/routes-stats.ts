import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { ok, readBody } from '../../core/respond';
import { requireSession } from '../../core/session';
import { findPlaybackStat, updatePlaybackStatDuration } from './stats';

/** Longest duration accepted in one report: a day of continuous viewing. */
export const STAT_DURATION_MAX_S = 24 * 60 * 60;

/**
 * `PATCH /v2/users/self/stat/{id}?duration` (live-channels.md section 7): the player reports watched
 * seconds for the stat id it received with the stream. Only the stat's own user may update it.
 */
export function registerStatRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.patch('/v2/users/self/stat/:id', async (c) => {
    const session = requireSession(c);
    const id = Number(c.req.param('id'));
    const stat = Number.isInteger(id) && id > 0 ? findPlaybackStat(ctx, id) : undefined;
    if (!stat || stat.user_id !== session.userId) throw notFound('Unknown playback stat.');
    const raw = c.req.query('duration') ?? (await readBody(c)).duration;
    const duration = raw === undefined || raw === '' ? NaN : Number(raw);
    if (!Number.isInteger(duration) || duration < 0 || duration > STAT_DURATION_MAX_S) {
      throw badRequest(`duration must be whole seconds from 0 to ${STAT_DURATION_MAX_S}.`, {
        duration: ['Required whole seconds.'],
      });
    }
    const updated = updatePlaybackStatDuration(ctx, id, duration);
    return ok(c, {
      id: updated.id,
      channel_id: updated.channel_id,
      content_id: updated.content_id,
      duration: updated.duration,
      updated_at: updated.updated_at,
    });
  });
}
