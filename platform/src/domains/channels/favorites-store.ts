import type { PlatformContext, Session } from '../../core/context';
import { atomically } from '../../core/database';
import { badRequest, notFound } from '../../core/errors';
import { programmeById } from './schedule';

/** What a favorite points at; exactly one of the id columns is set (favorites table CHECK). */
export const FAVORITE_KINDS = ['channel', 'program', 'content', 'person'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export interface FavoriteRow {
  id: number;
  user_id: number;
  profile_id: number | null;
  channel_id: number | null;
  program_id: number | null;
  content_id: number | null;
  person_id: number | null;
  priority: number;
  created_at: number;
}

export interface FavoriteTarget {
  kind: FavoriteKind;
  objectId: number;
}

const COLUMN: Record<FavoriteKind, keyof FavoriteRow> = {
  channel: 'channel_id',
  program: 'program_id',
  content: 'content_id',
  person: 'person_id',
};

/** Body field names: the spec's camelCase ones, and snake_case for form posts. */
const BODY_FIELDS: Record<FavoriteKind, string[]> = {
  channel: ['channelId', 'channel_id'],
  program: ['programId', 'program_id'],
  content: ['contentId', 'content_id'],
  person: ['personId', 'person_id'],
};

export function favoriteKind(row: FavoriteRow): FavoriteKind {
  return FAVORITE_KINDS.find((kind) => row[COLUMN[kind]] != null) ?? 'channel';
}

export function favoriteObjectId(row: FavoriteRow): number {
  return Number(row[COLUMN[favoriteKind(row)]]);
}

/** The one target named in a POST body; anything else is a 400 naming the accepted fields. */
export function readFavoriteTarget(body: Record<string, unknown>): FavoriteTarget {
  const given = FAVORITE_KINDS.flatMap((kind) =>
    BODY_FIELDS[kind]
      .filter((field) => body[field] !== undefined && body[field] !== '')
      .map((field) => ({ kind, value: body[field] })),
  );
  const message = 'Send exactly one of channelId, programId, contentId or personId.';
  if (given.length !== 1) throw badRequest(message, { non_field_errors: [message] }, 'invalid_favorite');
  const [{ kind, value }] = given;
  const objectId = Number(value);
  if (!Number.isSafeInteger(objectId) || objectId <= 0) {
    const field = BODY_FIELDS[kind][0];
    throw badRequest(
      `${field} must be a positive integer.`,
      { [field]: [`${field} must be a positive integer.`] },
      'invalid_favorite',
    );
  }
  return { kind, objectId };
}

function tableHasRow(ctx: PlatformContext, table: string, id: number): boolean | null {
  const exists = ctx.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table);
  if (!exists) return null;
  return Boolean(ctx.db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id));
}

/** Favorites may only point at things that exist; contents and persons are checked once the catalogue has them. */
function assertTargetExists(ctx: PlatformContext, target: FavoriteTarget) {
  const { kind, objectId } = target;
  const found =
    kind === 'channel'
      ? tableHasRow(ctx, 'channels', objectId)
      : kind === 'program'
        ? programmeById(ctx, objectId) !== null
        : tableHasRow(ctx, kind === 'content' ? 'contents' : 'persons', objectId);
  if (found === false) throw notFound(`The ${kind} ${objectId} does not exist.`);
}

export function listFavorites(ctx: PlatformContext, session: Session, kind?: FavoriteKind): FavoriteRow[] {
  const filter = kind ? ` AND ${COLUMN[kind]} IS NOT NULL` : '';
  return ctx.db
    .prepare(`SELECT * FROM favorites WHERE user_id = ? AND profile_id IS ?${filter} ORDER BY created_at DESC, id DESC`)
    .all(session.userId, session.profileId) as FavoriteRow[];
}

export function findFavorite(ctx: PlatformContext, session: Session, target: FavoriteTarget): FavoriteRow | undefined {
  return ctx.db
    .prepare(`SELECT * FROM favorites WHERE user_id = ? AND profile_id IS ? AND ${COLUMN[target.kind]} = ?`)
    .get(session.userId, session.profileId, target.objectId) as FavoriteRow | undefined;
}

/** Channel favorites of the caller by channel id, for the personal channel list's `favorite {id, priority}`. */
export function channelFavorites(ctx: PlatformContext, session: Session | null): Map<number, FavoriteRow> {
  if (!session || session.isGuest) return new Map();
  return new Map(listFavorites(ctx, session, 'channel').map((row) => [Number(row.channel_id), row]));
}

/** Adds a favorite, or returns the existing one (`created` false) when the caller already has it. */
export function addFavorite(
  ctx: PlatformContext,
  session: Session,
  target: FavoriteTarget,
  priority?: number,
): { row: FavoriteRow; created: boolean } {
  assertTargetExists(ctx, target);
  return atomically(ctx.db, () => {
    const existing = findFavorite(ctx, session, target);
    if (existing) return { row: existing, created: false };
    const nextPriority =
      priority ??
      ((
        ctx.db
          .prepare(
            `SELECT MAX(priority) AS top FROM favorites WHERE user_id = ? AND profile_id IS ? AND ${COLUMN[target.kind]} IS NOT NULL`,
          )
          .get(session.userId, session.profileId) as { top: number | null }
      ).top ?? 0) + 1;
    const result = ctx.db
      .prepare(
        `INSERT INTO favorites (user_id, profile_id, ${COLUMN[target.kind]}, priority, created_at) VALUES (?, ?, ?, ?, ?)`,
      )
      .run(session.userId, session.profileId, target.objectId, nextPriority, Math.floor(ctx.now() / 1000));
    const row = ctx.db.prepare(`SELECT * FROM favorites WHERE id = ?`).get(result.lastInsertRowid) as FavoriteRow;
    return { row, created: true };
  });
}

/** Removes one of the caller's favorites; someone else's id is a 404, as if it did not exist. */
export function removeFavorite(ctx: PlatformContext, session: Session, id: number): FavoriteRow {
  const row = ctx.db
    .prepare(`SELECT * FROM favorites WHERE id = ? AND user_id = ? AND profile_id IS ?`)
    .get(id, session.userId, session.profileId) as FavoriteRow | undefined;
  if (!row) throw notFound(`Favorite ${id} not found.`);
  ctx.db.prepare(`DELETE FROM favorites WHERE id = ?`).run(id);
  return row;
}
