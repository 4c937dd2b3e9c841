import type { PlatformContext } from '../../core/context';

export interface PlaybackStatTarget {
  userId: number;
  channelId?: number | null;
  contentId?: number | null;
}

export interface PlaybackStatRow {
  id: number;
  user_id: number;
  channel_id: number | null;
  content_id: number | null;
  duration: number;
  created_at: number;
  updated_at: number;
}

/**
 * Opens a playback statistic for one stream answer; its id goes out as `stat.id` and the player
 * reports watched seconds against it (live-channels.md sections 3 and 7).
 */
export function createPlaybackStat(ctx: PlatformContext, target: PlaybackStatTarget): number {
  const nowSec = Math.floor(ctx.now() / 1000);
  const result = ctx.db
    .prepare(
      `INSERT INTO playback_stats (user_id, channel_id, content_id, duration, created_at, updated_at)
       VALUES (?, ?, ?, 0, ?, ?)`,
    )
    .run(target.userId, target.channelId ?? null, target.contentId ?? null, nowSec, nowSec);
  return Number(result.lastInsertRowid);
}

export function findPlaybackStat(ctx: PlatformContext, id: number): PlaybackStatRow | undefined {
  return ctx.db.prepare(`SELECT * FROM playback_stats WHERE id = ?`).get(id) as PlaybackStatRow | undefined;
}

export function updatePlaybackStatDuration(ctx: PlatformContext, id: number, durationSec: number): PlaybackStatRow {
  const nowSec = Math.floor(ctx.now() / 1000);
  ctx.db.prepare(`UPDATE playback_stats SET duration = ?, updated_at = ? WHERE id = ?`).run(durationSec, nowSec, id);
  return findPlaybackStat(ctx, id) as PlaybackStatRow;
}
