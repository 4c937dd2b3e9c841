import type { PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';

export interface ChannelRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  age: number;
  is_free: number;
  is_adult: number;
  archived_days: number;
  sort: number;
  tags: string;
  genre: string;
  hd: number;
  aspect_ratio: string;
  color_bg: string;
  is_hidden: number;
  is_fixed: number;
  tracker_cat_id: string;
}

/** A child profile sees only channels aged 12 or less (live-channels.md sections 5 and 6). */
export const CHILD_MAX_AGE = 12;

export function listChannels(ctx: PlatformContext, maxAge?: number): ChannelRow[] {
  if (maxAge === undefined) {
    return ctx.db.prepare(`SELECT * FROM channels WHERE is_hidden = 0 ORDER BY sort, id`).all() as ChannelRow[];
  }
  return ctx.db
    .prepare(`SELECT * FROM channels WHERE is_hidden = 0 AND age <= ? ORDER BY sort, id`)
    .all(maxAge) as ChannelRow[];
}

/** A channel by numeric id or slug (live-channels.md section 2); 404 when neither matches. */
export function findChannel(ctx: PlatformContext, idOrSlug: string): ChannelRow {
  const row = /^\d+$/.test(idOrSlug)
    ? ctx.db.prepare(`SELECT * FROM channels WHERE id = ?`).get(Number(idOrSlug))
    : ctx.db.prepare(`SELECT * FROM channels WHERE slug = ?`).get(idOrSlug);
  if (!row) throw notFound(`Channel ${idOrSlug} not found.`);
  return row as ChannelRow;
}

/** Stream and schedule calls take only a numeric channel id (live-channels.md section 5). */
export function numericId(value: string, what = 'Channel id'): number {
  if (!/^\d{1,15}$/.test(value)) {
    throw badRequest(`${what} must be numeric.`, { id: [`${what} must be numeric.`] }, 'invalid_id');
  }
  return Number(value);
}

export function findChannelById(ctx: PlatformContext, idText: string): ChannelRow {
  return findChannel(ctx, String(numericId(idText)));
}

/** Category ids of every channel, for the channel answers' `categories`. */
export function categoriesByChannel(ctx: PlatformContext): Map<number, number[]> {
  const rows = ctx.db
    .prepare(
      `SELECT m.channel_id, m.category_id FROM channel_category_members m
         JOIN channel_categories c ON c.id = m.category_id ORDER BY c.sort`,
    )
    .all() as { channel_id: number; category_id: number }[];
  const result = new Map<number, number[]>();
  for (const row of rows) {
    const list = result.get(row.channel_id) ?? [];
    list.push(row.category_id);
    result.set(row.channel_id, list);
  }
  return result;
}

/** Whether the caller's profile is a child profile (the identity domain owns `profiles`). */
export function isChildProfile(ctx: PlatformContext, profileId: number | null | undefined): boolean {
  if (!profileId) return false;
  const table = ctx.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'profiles'`).get();
  if (!table) return false;
  const row = ctx.db.prepare(`SELECT role FROM profiles WHERE id = ?`).get(profileId) as { role: string } | undefined;
  return row?.role === 'child';
}
