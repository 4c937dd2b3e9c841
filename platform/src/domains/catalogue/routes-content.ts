import type { PlatformApp, PlatformContext } from '../../core/context';
import { localize } from '../../core/localized';
import { ok } from '../../core/respond';
import { airingsOfContent, SCHEDULE_DAYS_AHEAD, SCHEDULE_DAYS_BACK } from '../channels/schedule';
import { artUrl, contentCover } from './art';
import { contentCards, contentFull, type Localizer } from './content-json';
import { localizer, viewerOf } from './http';
import { DAY_SEC, SIMILAR_LIMIT } from './row-config';
import { childrenOf, findContent, findPerson, rootOf, type ContentRecord } from './store';
import { childMayWatch } from './viewer';

/**
 * `GET /v2/contents/{ref}/episodes` as the operator sends it (wire format C): a bare flat array of episodes, season
 * then episode order, each with these fields and no more. A season answers its own episodes, an episode its
 * series', a film an empty list.
 */
function episodesJson(loc: Localizer, content: ContentRecord) {
  const { ctx, lang } = loc;
  const root = rootOf(ctx, content);
  if (root.content_type !== 'series') return [];
  const seasons = content.content_type === 'season' ? [content] : childrenOf(ctx, root.id);
  return seasons
    .flatMap((season) => childrenOf(ctx, season.id))
    .map((episode) => ({
      id: episode.id,
      title: localize(episode.title, lang),
      slug: episode.slug,
      content_type: episode.content_type,
      season: episode.season,
      series: episode.series,
      description: localize(episode.description, lang),
      duration: episode.duration,
      cover: contentCover(ctx.config.publicUrl, episode.id),
      is_announcement: episode.is_announcement === 1,
    }));
}

/** Catch-up airings: started programmes of the content (an episode matches by season and number) still in the archive, and the one on air. */
function catchups(ctx: PlatformContext, content: ContentRecord) {
  const root = rootOf(ctx, content);
  const nowSec = Math.floor(ctx.now() / 1000);
  const airings = airingsOfContent(
    ctx,
    root.id,
    nowSec - SCHEDULE_DAYS_BACK * DAY_SEC,
    nowSec + SCHEDULE_DAYS_AHEAD * DAY_SEC,
  );
  return airings
    .filter((airing) => airing.current || airing.is_catchup_available)
    .filter((airing) => {
      if (content.content_type === 'episode')
        return airing.episode?.season === content.season && airing.episode?.series === content.series;
      if (content.content_type === 'season') return airing.episode?.season === content.season;
      return true;
    })
    .map((airing) => ({
      id: airing.id,
      channel_id: airing.channel_id,
      start_at: airing.timestamp,
      end_at: airing.timestamp + airing.duration,
      current: airing.current,
      is_catchup_available: airing.is_catchup_available,
    }));
}

/** Same kind, sharing the main genre first, then nearest in years. */
function similar(ctx: PlatformContext, content: ContentRecord, isChild: boolean): ContentRecord[] {
  const root = rootOf(ctx, content);
  const rows = ctx.db
    .prepare(
      `SELECT c.*, SUM(CASE WHEN mine.is_main = 1 AND theirs.genre_id = mine.genre_id THEN 2 ELSE 1 END) AS score
         FROM content_genres mine
         JOIN content_genres theirs ON theirs.genre_id = mine.genre_id AND theirs.content_id != mine.content_id
         JOIN contents c ON c.id = theirs.content_id
        WHERE mine.content_id = ? AND c.parent_id IS NULL AND c.content_type = ? AND c.lost_content = 0
        GROUP BY c.id ORDER BY score DESC, ABS(COALESCE(c.year, 0) - ?) , c.id`,
    )
    .all(root.id, root.content_type, root.year ?? 0) as ContentRecord[];
  return rows.filter((row) => !isChild || childMayWatch(row.age, row.is_adult === 1)).slice(0, SIMILAR_LIMIT);
}

export function registerContentRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/contents/:ref', (c) => ok(c, contentFull(localizer(c, ctx), findContent(ctx, c.req.param('ref')))));

  app.get('/v2/contents/:ref/episodes', (c) =>
    ok(c, episodesJson(localizer(c, ctx), findContent(ctx, c.req.param('ref')))),
  );

  app.get('/v2/contents/:ref/sources', (c) => ok(c, { catchups: catchups(ctx, findContent(ctx, c.req.param('ref'))) }));

  app.get('/v2/contents/:ref/similar', (c) => {
    const content = findContent(ctx, c.req.param('ref'));
    return ok(c, contentCards(localizer(c, ctx), similar(ctx, content, viewerOf(c, ctx).isChild)));
  });

  app.get('/v2/persons/:ref', (c) => {
    const { lang } = localizer(c, ctx);
    const person = findPerson(ctx, c.req.param('ref'));
    const viewer = viewerOf(c, ctx);
    const credits = ctx.db
      .prepare(
        `SELECT DISTINCT cp.role, c.id, c.content_type, c.age, c.is_adult FROM content_persons cp JOIN contents c ON c.id = cp.content_id
          WHERE cp.person_id = ?`,
      )
      .all(person.id) as Array<{ role: string; id: number; content_type: string; age: number; is_adult: number }>;
    const visible = credits.filter((credit) => !viewer.isChild || childMayWatch(credit.age, credit.is_adult === 1));
    const distinct = (type: string) =>
      new Set(visible.filter((credit) => credit.content_type === type).map((credit) => credit.id)).size;
    const image = artUrl(ctx.config.publicUrl, 'person', person.id);
    return ok(c, {
      id: person.id,
      slug: person.slug,
      name: localize(person.name, lang),
      image,
      image_url: image,
      bio: localize(person.bio, lang),
      role: person.role,
      roles: [...new Set(credits.map((credit) => credit.role))],
      birth_year: person.birth_year,
      counts: {
        movie: distinct('movie'),
        series: distinct('series'),
        program: distinct('program'),
        total: new Set(visible.map((credit) => credit.id)).size,
      },
    });
  });
}
