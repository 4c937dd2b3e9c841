import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { badRequest } from '../../core/errors';
import { localize, requestLanguage, type DataLanguage } from '../../core/localized';
import { noContent, ok, readBody } from '../../core/respond';
import { requireMember } from '../../core/session';
import { artworkUrl } from '../media/urls';
import { numericId } from './channel-store';
import {
  FAVORITE_KINDS,
  addFavorite,
  favoriteKind,
  favoriteObjectId,
  findFavorite,
  listFavorites,
  readFavoriteTarget,
  removeFavorite,
  type FavoriteKind,
  type FavoriteRow,
} from './favorites-store';
import { programmeById } from './schedule';

const GUEST_MESSAGE = 'Sign in to keep favorites.';

interface ChannelSummaryRow {
  id: number;
  slug: string;
  name: string;
}

interface ContentSummaryRow {
  id: number;
  slug: string;
  content_type: string;
  library_id: number | null;
  age: number | null;
}

function hasTable(ctx: PlatformContext, name: string): boolean {
  return Boolean(ctx.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name));
}

/** A favorite with the nested object where it costs one lookup: channel, programme, content; persons by id only. */
export function favoriteJson(ctx: PlatformContext, row: FavoriteRow, language: DataLanguage) {
  const kind = favoriteKind(row);
  const base = {
    id: row.id,
    object_id: favoriteObjectId(row),
    object_type: kind,
    channel_id: row.channel_id,
    program_id: row.program_id,
    content_id: row.content_id,
    person_id: row.person_id,
    priority: row.priority,
    created_at: row.created_at,
  };
  if (kind === 'channel') {
    const channel = ctx.db.prepare(`SELECT id, slug, name FROM channels WHERE id = ?`).get(row.channel_id) as
      ChannelSummaryRow | undefined;
    return {
      ...base,
      channel: channel
        ? {
            id: channel.id,
            slug: channel.slug,
            name: localize(channel.name, language),
            cover: artworkUrl(ctx.config.publicUrl, 'logo', channel.id),
          }
        : null,
    };
  }
  if (kind === 'program') return { ...base, program: programmeById(ctx, Number(row.program_id), language) };
  if (kind === 'content' && hasTable(ctx, 'contents')) {
    const content = ctx.db
      .prepare(`SELECT id, slug, content_type, library_id, age FROM contents WHERE id = ?`)
      .get(row.content_id) as ContentSummaryRow | undefined;
    return { ...base, content: content ?? null };
  }
  return base;
}

function readKind(c: Context<PlatformEnv>): FavoriteKind | undefined {
  const type = c.req.query('type');
  if (type === undefined || type === '') return undefined;
  if (!(FAVORITE_KINDS as readonly string[]).includes(type)) {
    throw badRequest(
      `type must be one of ${FAVORITE_KINDS.join(', ')}.`,
      { type: [`type must be one of ${FAVORITE_KINDS.join(', ')}.`] },
      'invalid_type',
    );
  }
  return type as FavoriteKind;
}

export function registerFavoriteRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/users/self/favorites', (c) => {
    const session = requireMember(c, GUEST_MESSAGE);
    const language = requestLanguage(c);
    return ok(
      c,
      listFavorites(ctx, session, readKind(c)).map((row) => favoriteJson(ctx, row, language)),
    );
  });

  app.post('/v2/users/self/favorites', async (c) => {
    const session = requireMember(c, GUEST_MESSAGE);
    const body = await readBody(c);
    const target = readFavoriteTarget(body);
    const priority = body.priority === undefined || body.priority === '' ? undefined : Number(body.priority);
    if (priority !== undefined && !Number.isInteger(priority)) {
      throw badRequest(
        'priority must be an integer.',
        { priority: ['priority must be an integer.'] },
        'invalid_favorite',
      );
    }
    const { row, created } = addFavorite(ctx, session, target, priority);
    return ok(c, favoriteJson(ctx, row, requestLanguage(c)), created ? 201 : 200);
  });

  app.delete('/v2/users/self/favorites/:id', (c) => {
    const session = requireMember(c, GUEST_MESSAGE);
    removeFavorite(ctx, session, numericId(c.req.param('id'), 'Favorite id'));
    return noContent(c);
  });

  app.get('/v2/persons/:id/favorite', (c) => {
    const personId = numericId(c.req.param('id'), 'Person id');
    const session = c.get('session');
    if (!session || session.isGuest) return ok(c, { favorite: null });
    const row = findFavorite(ctx, session, { kind: 'person', objectId: personId });
    return ok(c, { favorite: row ? { id: row.id } : null });
  });
}
