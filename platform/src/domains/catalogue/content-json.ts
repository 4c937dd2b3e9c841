import type { PlatformContext } from '../../core/context';
import { parseJson } from '../../core/database';
import { localize, type DataLanguage } from '../../core/localized';
import { SCHEDULE_DAYS_BACK, airingsOfContent } from '../channels/schedule';
import { screenshotUrlTemplate, seekPointsUrl } from '../media/urls';
import { artUrl, contentCover, contentImages } from './art';
import { DAY_SEC } from './row-config';
import {
  childrenOf,
  contentById,
  countriesOf,
  creditsOf,
  genresOf,
  rootOf,
  type ContentRecord,
  type GenreRecord,
} from './store';

/** Kinds that have a stream of their own; series and seasons only hold episodes. */
export const PLAYABLE_TYPES = ['movie', 'episode', 'program'];
export const isPlayable = (content: ContentRecord) => PLAYABLE_TYPES.includes(content.content_type);

export interface Localizer {
  ctx: PlatformContext;
  lang: DataLanguage;
}

export function genreJson({ lang }: Localizer, genre: GenreRecord) {
  return {
    id: genre.id,
    slug: genre.slug,
    name: localize(genre.name, lang),
    row_slug: `genre-${genre.slug}`,
    row_id: genre.row_id,
  };
}

function ratingsJson(content: ContentRecord) {
  const ratings: Array<{ type: 'imdb' | 'kinopoisk'; rating: number }> = [];
  if (content.rating_imdb !== null) ratings.push({ type: 'imdb', rating: content.rating_imdb });
  if (content.rating_kinopoisk !== null) ratings.push({ type: 'kinopoisk', rating: content.rating_kinopoisk });
  return ratings;
}

/**
 * The list form of a content (rows, search, similar, filmography). Seasons and episodes take genres,
 * countries and art from their series.
 */
export function contentCards(loc: Localizer, contents: ContentRecord[]) {
  const { ctx, lang } = loc;
  const publicUrl = ctx.config.publicUrl;
  const roots = new Map(
    contents.map((content) => [content.id, content.parent_id === null ? content : rootOf(ctx, content)]),
  );
  const rootIds = [...new Set([...roots.values()].map((root) => root.id))];
  const genres = genresOf(ctx, rootIds);
  const countries = countriesOf(ctx, rootIds);
  return contents.map((content) => {
    const root = roots.get(content.id) ?? content;
    const contentGenres = genres.get(root.id) ?? [];
    const playable = isPlayable(content);
    return {
      id: content.id,
      slug: content.slug,
      title: localize(content.title, lang),
      name: localize(content.title, lang),
      original: content.original,
      year: content.year,
      content_type: content.content_type,
      parent_id: content.parent_id,
      root_id: root.id,
      library_id: content.library_id,
      age: content.age,
      is_adult: content.is_adult === 1,
      is_cartoon: content.is_cartoon === 1,
      is_free: content.is_free === 1,
      motion_rating: content.motion_rating ? { text: content.motion_rating } : null,
      category: contentGenres[0] ? localize(contentGenres[0].name, lang) : null,
      genres: contentGenres.map((genre) => genreJson(loc, genre)),
      countries: (countries.get(root.id) ?? []).map((country) => ({
        id: country.id,
        code: country.code,
        name: localize(country.name, lang),
      })),
      description: localize(content.description, lang),
      images: contentImages(publicUrl, content.id),
      cover: contentCover(publicUrl, content.id),
      ratings: ratingsJson(root),
      duration: content.duration,
      season: content.season,
      series: content.series,
      is_announcement: content.is_announcement === 1,
      lost_content: content.lost_content === 1,
      screenshot_url: playable ? screenshotUrlTemplate(publicUrl, content.id) : null,
      screenshot_timings: playable ? seekPointsUrl(publicUrl, content.id) : null,
    };
  });
}

export type ContentCard = ReturnType<typeof contentCards>[number];

export function contentCard(loc: Localizer, content: ContentRecord): ContentCard {
  return contentCards(loc, [content])[0];
}

/** Channels that aired the content (or, for an episode, its series) within the schedule's past window, most recent first. */
export function lastSeenChannelIds(ctx: PlatformContext, content: ContentRecord): number[] {
  const root = rootOf(ctx, content);
  const nowSec = Math.floor(ctx.now() / 1000);
  const airings = airingsOfContent(ctx, root.id, nowSec - SCHEDULE_DAYS_BACK * DAY_SEC, nowSec + 1);
  return [
    ...new Set(
      airings
        .filter((airing) => airing.timestamp <= nowSec)
        .reverse()
        .map((airing) => airing.channel_id),
    ),
  ];
}

/** The card entity of section 3: the list form plus people, trailers, seasons or episodes and the breadcrumb. */
export function contentFull(loc: Localizer, content: ContentRecord) {
  const { ctx, lang } = loc;
  const publicUrl = ctx.config.publicUrl;
  const root = rootOf(ctx, content);
  const persons = creditsOf(ctx, root.id).map((person) => ({
    id: person.id,
    slug: person.slug,
    name: localize(person.name, lang),
    image: artUrl(publicUrl, 'person', person.id),
    role: person.credit_role,
  }));
  const trailers = ctx.db
    .prepare('SELECT id, title FROM trailers WHERE content_id = ? ORDER BY id')
    .all(root.id) as Array<{
    id: number;
    title: string;
  }>;
  const children =
    content.content_type === 'series' || content.content_type === 'season' ? childrenOf(ctx, content.id) : [];
  const parent = content.parent_id === null ? null : contentById(ctx, content.parent_id);
  return {
    ...contentCard(loc, content),
    persons,
    trailers: trailers.map((trailer) => ({ id: trailer.id, title: localize(trailer.title, lang) })),
    contents: contentCards(loc, children),
    playback_points: parseJson(content.playback_points, []),
    last_seen_channel_ids: lastSeenChannelIds(ctx, content),
    breadcrumbs: [root, ...(parent && parent.id !== root.id ? [parent] : [])]
      .filter((item) => item.id !== content.id)
      .map((item) => ({
        id: item.id,
        slug: item.slug,
        title: localize(item.title, lang),
        content_type: item.content_type,
      })),
  };
}
