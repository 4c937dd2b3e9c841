import type { PlatformContext, Session } from '../../core/context';
import { localize } from '../../core/localized';
import { artUrl } from './art';
import { contentCards, type Localizer } from './content-json';
import { RESUME_MIN_SECONDS, WATCHED_SHARE } from './row-config';
import { contentById, rootOf, tableExists } from './store';
import { profileKey } from './viewer';

interface HistoryRecord {
  content_id: number;
  seconds: number;
  duration: number;
  updated_at: number;
}

export function recordHistory(
  ctx: PlatformContext,
  session: Session,
  contentId: number,
  seconds: number,
  duration: number,
) {
  const nowSec = Math.floor(ctx.now() / 1000);
  ctx.db
    .prepare(
      `INSERT INTO watch_history (user_id, profile_key, content_id, seconds, duration, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, profile_key, content_id) DO UPDATE SET seconds = excluded.seconds,
         duration = excluded.duration, updated_at = excluded.updated_at`,
    )
    .run(session.userId, profileKey(session), contentId, seconds, duration, nowSec);
  return { content_id: contentId, seconds, duration, updated_at: nowSec };
}

export function historyOf(ctx: PlatformContext, session: Session, contentId: number): HistoryRecord | undefined {
  return ctx.db
    .prepare(
      'SELECT content_id, seconds, duration, updated_at FROM watch_history WHERE user_id = ? AND profile_key = ? AND content_id = ?',
    )
    .get(session.userId, profileKey(session), contentId) as HistoryRecord | undefined;
}

/** The share of a title watched, in whole percent (history rows' and schedule histories' watch_percentage). */
export const watchPercentage = (record: { seconds: number; duration: number }) =>
  record.duration > 0 ? Math.min(100, Math.round((record.seconds / record.duration) * 100)) : 0;

export const isWatchedToEnd = (record: { seconds: number; duration: number }) =>
  record.duration > 0 && record.seconds >= record.duration * WATCHED_SHARE;

/**
 * History rows: one item per title, newest first; an episode stands for its series. "Continue watching"
 * keeps only titles stopped between RESUME_MIN_SECONDS and the end.
 */
export function historyItems(loc: Localizer, session: Session, continueOnly: boolean) {
  const { ctx, lang } = loc;
  const records = ctx.db
    .prepare(
      'SELECT content_id, seconds, duration, updated_at FROM watch_history WHERE user_id = ? AND profile_key = ? ORDER BY updated_at DESC, rowid DESC',
    )
    .all(session.userId, profileKey(session)) as HistoryRecord[];
  const seenRoots = new Set<number>();
  const items = [];
  for (const record of records) {
    const content = contentById(ctx, record.content_id);
    if (!content) continue;
    const root = rootOf(ctx, content);
    if (seenRoots.has(root.id)) continue;
    seenRoots.add(root.id);
    if (continueOnly && (record.seconds < RESUME_MIN_SECONDS || isWatchedToEnd(record))) continue;
    const [rootCard] = contentCards(loc, [root]);
    const episode = content.id === root.id ? null : content;
    items.push({
      id: content.id,
      content: rootCard,
      content_episode: episode
        ? {
            id: episode.id,
            slug: episode.slug,
            season: episode.season,
            series: episode.series,
            title: localize(episode.title, lang),
          }
        : null,
      seconds: record.seconds,
      duration: record.duration,
      watch_percentage: watchPercentage(record),
      screenshot: artUrl(ctx.config.publicUrl, 'wide', content.id),
      updated_at: record.updated_at,
    });
  }
  return items;
}

export type FavoriteKind = 'content_id' | 'person_id' | 'channel_id';

/** Favorites belong to the channels domain; read at request time, newest first, for the caller's profile. */
export function favoriteIds(ctx: PlatformContext, session: Session, kind: FavoriteKind): number[] {
  if (!tableExists(ctx, 'favorites')) return [];
  const rows = ctx.db
    .prepare(
      `SELECT ${kind} AS object_id FROM favorites WHERE user_id = ? AND profile_id IS ? AND ${kind} IS NOT NULL ORDER BY created_at DESC, id DESC`,
    )
    .all(session.userId, session.profileId) as Array<{ object_id: number }>;
  return rows.map((row) => row.object_id);
}

export function favoriteIdOf(
  ctx: PlatformContext,
  session: Session,
  kind: FavoriteKind,
  objectId: number,
): number | null {
  if (!tableExists(ctx, 'favorites')) return null;
  const row = ctx.db
    .prepare(`SELECT id FROM favorites WHERE user_id = ? AND profile_id IS ? AND ${kind} = ? ORDER BY id LIMIT 1`)
    .get(session.userId, session.profileId, objectId) as { id: number } | undefined;
  return row?.id ?? null;
}
