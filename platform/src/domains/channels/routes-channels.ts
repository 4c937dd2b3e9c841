import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { parseJson } from '../../core/database';
import { localize, requestLanguage } from '../../core/localized';
import { ok } from '../../core/respond';
import { requireSession } from '../../core/session';
import { purchasedChannelIds } from '../billing/entitlements';
import { CATEGORY_ID } from './categories';
import { CHILD_MAX_AGE, categoriesByChannel, findChannel, isChildProfile, listChannels } from './channel-store';
import { channelJson, trackerAccount, type ChannelViewer } from './channel-view';
import { channelFavorites } from './favorites-store';

/** Anonymous callers hold nothing: only free channels count as purchased for them. */
function freeChannelIds(ctx: PlatformContext): Set<number> {
  const rows = ctx.db.prepare(`SELECT id FROM channels WHERE is_free = 1`).all() as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

export function channelViewer(c: Context<PlatformEnv>, ctx: PlatformContext, personal: boolean): ChannelViewer {
  const session = c.get('session');
  return {
    language: requestLanguage(c),
    purchased: session ? purchasedChannelIds(ctx, session.userId) : freeChannelIds(ctx),
    favorites: personal ? channelFavorites(ctx, session) : new Map(),
    forbiddenCountry: c.get('forbiddenCountry'),
    categories: categoriesByChannel(ctx),
    trackerAccount: trackerAccount(ctx, session?.userId ?? null),
  };
}

/** A child profile's lists hold only channels aged 12 or less. */
function maxAgeFor(c: Context<PlatformEnv>, ctx: PlatformContext): number | undefined {
  return isChildProfile(ctx, c.get('session')?.profileId) ? CHILD_MAX_AGE : undefined;
}

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  short: string;
  sort: number;
  tags: string;
}

function categoryList(c: Context<PlatformEnv>, ctx: PlatformContext) {
  const language = requestLanguage(c);
  const visible = new Set(listChannels(ctx, maxAgeFor(c, ctx)).map((row) => row.id));
  const members = ctx.db
    .prepare(`SELECT category_id, channel_id FROM channel_category_members ORDER BY category_id, sort, channel_id`)
    .all() as { category_id: number; channel_id: number }[];
  const session = c.get('session');
  const favorites = [...channelFavorites(ctx, session).values()]
    .sort((a, b) => a.priority - b.priority || a.id - b.id)
    .map((row) => Number(row.channel_id));
  const categories = ctx.db.prepare(`SELECT * FROM channel_categories ORDER BY sort, id`).all() as CategoryRow[];
  return categories
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      name: localize(row.name, language),
      short: localize(row.short, language),
      tags: parseJson<string[]>(row.tags, []),
      channels:
        row.id === CATEGORY_ID.favorites
          ? favorites.filter((id) => visible.has(id))
          : members
              .filter((member) => member.category_id === row.id && visible.has(member.channel_id))
              .map((member) => member.channel_id),
    }))
    .filter((category) => category.id === CATEGORY_ID.favorites || category.channels.length > 0);
}

export function registerChannelRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/channels/category_list', (c) => ok(c, categoryList(c, ctx)));

  app.get('/v2/channels/channel_list', (c) => {
    const viewer = channelViewer(c, ctx, false);
    return ok(
      c,
      listChannels(ctx, maxAgeFor(c, ctx)).map((row) => channelJson(ctx, row, viewer)),
    );
  });

  app.get('/v2/users/self/channel_list', (c) => {
    requireSession(c);
    const viewer = channelViewer(c, ctx, true);
    return ok(
      c,
      listChannels(ctx, maxAgeFor(c, ctx)).map((row) => channelJson(ctx, row, viewer)),
    );
  });

  app.get('/v2/channels/:id', (c) => {
    const row = findChannel(ctx, c.req.param('id'));
    return ok(c, channelJson(ctx, row, channelViewer(c, ctx, true)));
  });
}
