import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv, Session } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { localize, requestLanguage } from '../../core/localized';
import { ok } from '../../core/respond';
import { heldPacketIds, packetIdsForChannel } from '../billing/entitlements';
import { historyOf, watchPercentage } from '../catalogue/personal';
import { findChannel, findChannelById, numericId } from './channel-store';
import { DAY_SEC } from './schedule-grid';
import {
  airingsOfProgramme,
  programmeById,
  scheduleOfChannel,
  SCHEDULE_DAYS_AHEAD,
  SCHEDULE_DAYS_BACK,
} from './schedule';

/** The default schedule window: at least 72 h back (or archive days times 24 h) and 259200 s ahead (live-channels.md section 4). */
export const SCHEDULE_MIN_BACK_SEC = 72 * 3600;
export const SCHEDULE_AHEAD_SEC = 259_200;

function readSeconds(c: Context<PlatformEnv>, name: string): number | null {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,12}$/.test(raw))
    throw badRequest(
      `${name} must be a unix timestamp in seconds.`,
      { [name]: [`${name} must be a unix timestamp in seconds.`] },
      'invalid_range',
    );
  return Number(raw);
}

function readRange(c: Context<PlatformEnv>, defaultFrom: number, defaultTo: number): [number, number] {
  const from = readSeconds(c, 'start') ?? defaultFrom;
  const to = readSeconds(c, 'end') ?? defaultTo;
  if (to <= from) throw badRequest('end must be after start.', { end: ['end must be after start.'] }, 'invalid_range');
  return [from, to];
}

/**
 * A schedule item's `histories` (wire format, Schedule): the viewer's watch of the catalogue title the airing shows,
 * one entry with its watch_percentage; none for a guest without a session or an airing of no title.
 */
function scheduleHistories(
  ctx: PlatformContext,
  session: Session | null,
  contentId: number | null,
): { watch_percentage: number }[] {
  if (!session || contentId === null) return [];
  const record = historyOf(ctx, session, contentId);
  return record ? [{ watch_percentage: watchPercentage(record) }] : [];
}

export function registerScheduleRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/channels/:id/content_schedule', (c) => {
    const channel = findChannelById(ctx, c.req.param('id'));
    const nowSec = Math.floor(ctx.now() / 1000);
    const back = Math.max(SCHEDULE_MIN_BACK_SEC, channel.archived_days * DAY_SEC);
    const [from, to] = readRange(c, nowSec - back, nowSec + SCHEDULE_AHEAD_SEC);
    const session = c.get('session');
    const items = scheduleOfChannel(ctx, channel, from, to, requestLanguage(c));
    return ok(
      c,
      items.map((item) => ({ ...item, histories: scheduleHistories(ctx, session, item.content_id) })),
    );
  });

  app.get('/v2/channels/:id/packets', (c) => {
    const channel = findChannel(ctx, c.req.param('id'));
    const session = c.get('session');
    return ok(c, {
      channel_id: channel.id,
      packet_ids: packetIdsForChannel(ctx, channel.id),
      have_purchases: session ? heldPacketIds(ctx, session.userId).length > 0 : false,
    });
  });

  app.get('/v2/programs/:id', (c) => {
    const language = requestLanguage(c);
    const id = numericId(c.req.param('id'), 'Programme id');
    const programme = programmeById(ctx, id, language);
    if (!programme) throw notFound(`Programme ${id} not found.`);
    const channel = findChannel(ctx, String(programme.channel_id));
    return ok(c, {
      ...programme,
      channel: { id: channel.id, slug: channel.slug, name: localize(channel.name, language) },
    });
  });

  app.get('/v2/programs/:id/schedule', (c) => {
    const id = numericId(c.req.param('id'), 'Programme id');
    const nowSec = Math.floor(ctx.now() / 1000);
    const [from, to] = readRange(c, nowSec - SCHEDULE_DAYS_BACK * DAY_SEC, nowSec + SCHEDULE_DAYS_AHEAD * DAY_SEC);
    const airings = airingsOfProgramme(ctx, id, from, to, requestLanguage(c));
    if (!airings) throw notFound(`Programme ${id} not found.`);
    return ok(c, airings);
  });
}
