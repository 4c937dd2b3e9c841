import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { requestLanguage } from '../../core/localized';
import { ok } from '../../core/respond';
import { CHILD_MAX_AGE, isChildProfile, type ChannelRow } from './channel-store';
import { scheduleOfChannel } from './schedule';

/**
 * The EPG grid (issue 6, beyond the spec): programmes of many channels in one time window, in a compact shape,
 * so the web grid asks only for the rows and hours in view instead of one full schedule per channel.
 */

/** At most this many channels per request: a grid asks for the rows in view, never the whole line-up. */
export const EPG_MAX_CHANNELS = 100;
/** At most this long a window per request (the grid loads a few hours around what is shown). */
export const EPG_MAX_WINDOW_SEC = 24 * 3600;

export interface EpgItem {
  id: number;
  timestamp: number;
  duration: number;
  title: string;
  age: number;
  is_catchup_available: boolean;
}

export interface EpgRow {
  channel_id: number;
  items: EpgItem[];
}

const invalid = (field: string, message: string) => badRequest(message, { [field]: [message] }, 'invalid_range');

function readIds(raw: string | undefined): number[] {
  const parts = (raw ?? '').split(',').filter(Boolean);
  if (parts.length === 0) throw invalid('channel_ids', 'channel_ids must list numeric channel ids.');
  if (parts.length > EPG_MAX_CHANNELS)
    throw invalid('channel_ids', `channel_ids may list at most ${EPG_MAX_CHANNELS} channels.`);
  if (!parts.every((part) => /^\d{1,15}$/.test(part)))
    throw badRequest('Channel ids must be numeric.', { channel_ids: ['Channel ids must be numeric.'] }, 'invalid_id');
  return [...new Set(parts.map(Number))];
}

function readSecond(raw: string | undefined, name: string): number {
  if (!raw || !/^\d{1,12}$/.test(raw)) throw invalid(name, `${name} must be a unix timestamp in seconds.`);
  return Number(raw);
}

export function registerEpgRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/channels/epg', (c) => {
    const ids = readIds(c.req.query('channel_ids'));
    const start = readSecond(c.req.query('start'), 'start');
    const end = readSecond(c.req.query('end'), 'end');
    if (end <= start) throw invalid('end', 'end must be after start.');
    if (end - start > EPG_MAX_WINDOW_SEC) throw invalid('end', `The window may span at most ${EPG_MAX_WINDOW_SEC} s.`);
    const language = requestLanguage(c);
    const child = isChildProfile(ctx, c.get('session')?.profileId);
    const rows = ctx.db
      .prepare(
        `SELECT id, genre, archived_days, age FROM channels
          WHERE is_hidden = 0 AND id IN (${ids.map(() => '?').join(',')})`,
      )
      .all(...ids) as Pick<ChannelRow, 'id' | 'genre' | 'archived_days' | 'age'>[];
    // A child profile's grid never carries a programme of a channel it may not list.
    const byId = new Map(rows.filter((row) => !child || row.age <= CHILD_MAX_AGE).map((row) => [row.id, row]));
    const answer: EpgRow[] = ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const items = scheduleOfChannel(ctx, row, start, end, language).map((item) => ({
        id: item.id,
        timestamp: item.timestamp,
        duration: item.duration,
        title: item.program.title,
        age: item.program.age,
        is_catchup_available: item.is_catchup_available,
      }));
      return [{ channel_id: id, items }];
    });
    return ok(c, answer);
  });
}
