import type { Session } from '../../core/context';
import { parseJson } from '../../core/database';
import { localize } from '../../core/localized';
import { contentCards, type Localizer } from './content-json';
import { matchesText, type ContentFilters } from './filters';
import { channelCards, personCard, promotionItems } from './items';
import { favoriteIds, historyItems } from './personal';
import type { ContentRowParams, RowSource } from './row-config';
import { TOP_LEVEL_TYPES, contentsByIds, type ContentRecord, type PersonRecord } from './store';
import { CHILD_MAX_AGE, childMayWatch } from './viewer';

export interface RowRecord {
  id: number;
  slug: string;
  title: string;
  description: string;
  template: string;
  content_type: string;
  library_id: number | null;
  loop_count: number;
  source: RowSource;
  params: string;
  page_limit: number;
}

export interface Viewer {
  session: Session | null;
  isChild: boolean;
}

const ORDER_BY: Record<NonNullable<ContentRowParams['order']>, string> = {
  rating: 'MAX(COALESCE(c.rating_imdb, 0), COALESCE(c.rating_kinopoisk, 0)) DESC, c.id',
  year: 'c.year DESC, c.id DESC',
  id: 'c.id',
};

/** Top-level contents of a content row with the caller's filters; `text` is matched in every language. */
export function queryContents(
  loc: Localizer,
  params: ContentRowParams,
  rowLibraryId: number | null,
  filters: ContentFilters,
  viewer: Viewer,
): ContentRecord[] {
  const where = ['c.parent_id IS NULL'];
  const args: unknown[] = [];
  const types = filters.contentTypes ?? params.content_types ?? [...TOP_LEVEL_TYPES];
  const allowed = params.content_types ? types.filter((type) => params.content_types?.includes(type)) : types;
  where.push(`c.content_type IN (SELECT value FROM json_each(?))`);
  args.push(JSON.stringify(allowed));
  const libraryId = filters.libraryId ?? rowLibraryId;
  if (libraryId != null) {
    where.push('c.library_id = ?');
    args.push(libraryId);
  }
  const genreOf = (genreId: number, mainOnly: boolean) => {
    where.push(
      `EXISTS (SELECT 1 FROM content_genres g WHERE g.content_id = c.id AND g.genre_id = ?${mainOnly ? ' AND g.is_main = 1' : ''})`,
    );
    args.push(genreId);
  };
  if (params.genre_id) genreOf(params.genre_id, false);
  if (filters.mainGenre) genreOf(filters.mainGenre, true);
  if (filters.genre) genreOf(filters.genre, false);
  if (filters.country) {
    where.push('EXISTS (SELECT 1 FROM content_countries cc WHERE cc.content_id = c.id AND cc.country_id = ?)');
    args.push(filters.country);
  }
  if (filters.yearFrom !== undefined) {
    where.push('c.year >= ?');
    args.push(filters.yearFrom);
  }
  if (filters.yearTo !== undefined) {
    where.push('c.year <= ?');
    args.push(filters.yearTo);
  }
  if (filters.ratingFrom !== undefined) {
    where.push('MAX(COALESCE(c.rating_imdb, 0), COALESCE(c.rating_kinopoisk, 0)) >= ?');
    args.push(filters.ratingFrom);
  }
  if (viewer.isChild) {
    where.push('c.is_adult = 0 AND c.age <= ?');
    args.push(CHILD_MAX_AGE);
  }
  const sql = `SELECT c.* FROM contents c WHERE ${where.join(' AND ')} ORDER BY ${ORDER_BY[params.order ?? 'id']}`;
  const rows = loc.ctx.db.prepare(sql).all(...args) as ContentRecord[];
  return filters.text
    ? rows.filter(
        (row) =>
          matchesText(row.title, filters.text as string) ||
          row.original.toLowerCase().includes((filters.text as string).toLowerCase()),
      )
    : rows;
}

function forViewer(contents: ContentRecord[], viewer: Viewer) {
  return viewer.isChild ? contents.filter((content) => childMayWatch(content.age, content.is_adult === 1)) : contents;
}

interface Paging {
  offset: number;
  limit: number;
}

/** Contents are cut to the page before they are rendered: a 200-title catalogue row renders one page of cards. */
function contentPage(loc: Localizer, records: ContentRecord[], paging: Paging) {
  return {
    count: records.length,
    items: contentCards(loc, records.slice(paging.offset, paging.offset + paging.limit)),
  };
}

function rowPage(
  loc: Localizer,
  row: RowRecord,
  filters: ContentFilters,
  viewer: Viewer,
  paging: Paging,
): { count: number; items: unknown[] } {
  const { ctx } = loc;
  if (row.source === 'contents') {
    return contentPage(
      loc,
      queryContents(loc, parseJson<ContentRowParams>(row.params, {}), row.library_id, filters, viewer),
      paging,
    );
  }
  if (row.source === 'favorite_contents') {
    return contentPage(
      loc,
      viewer.session ? forViewer(contentsByIds(ctx, favoriteIds(ctx, viewer.session, 'content_id')), viewer) : [],
      paging,
    );
  }
  const items = rowItems(loc, row, filters, viewer);
  return { count: items.length, items: items.slice(paging.offset, paging.offset + paging.limit) };
}

/** Every item of a non-content row for this caller, before paging. */
function rowItems(loc: Localizer, row: RowRecord, filters: ContentFilters, viewer: Viewer): unknown[] {
  const { ctx } = loc;
  const session = viewer.session;
  const text = filters.text?.toLocaleLowerCase();
  const byName = <T extends { name: string }>(items: T[]) =>
    text ? items.filter((item) => item.name.toLocaleLowerCase().includes(text)) : items;
  switch (row.source) {
    case 'persons': {
      const persons = ctx.db
        .prepare(
          `SELECT p.*, COUNT(DISTINCT cp.content_id) AS credits FROM persons p JOIN content_persons cp ON cp.person_id = p.id
          WHERE p.role IN ('actor', 'director') GROUP BY p.id ORDER BY credits DESC, p.id`,
        )
        .all() as Array<PersonRecord & { credits: number }>;
      return byName(persons.map((person) => personCard(loc, person)));
    }
    case 'channels':
      return byName(
        channelCards(loc).filter((channel) => !viewer.isChild || childMayWatch(channel.age, channel.is_adult)),
      );
    case 'promotions':
      return promotionItems(loc, row.id, session);
    case 'history':
    case 'continue':
      return session ? historyItems(loc, session, row.source === 'continue') : [];
    case 'favorite_persons': {
      if (!session) return [];
      const ids = favoriteIds(ctx, session, 'person_id');
      const persons = ctx.db
        .prepare('SELECT * FROM persons WHERE id IN (SELECT value FROM json_each(?))')
        .all(JSON.stringify(ids)) as PersonRecord[];
      return ids.flatMap((id) => persons.filter((person) => person.id === id)).map((person) => personCard(loc, person));
    }
    case 'favorite_channels':
      return session ? channelCards(loc, favoriteIds(ctx, session, 'channel_id')) : [];
    default:
      return [];
  }
}

export function rowJson(loc: Localizer, row: RowRecord, paging: Paging, filters: ContentFilters, viewer: Viewer) {
  const { count, items: page } = rowPage(loc, row, filters, viewer, paging);
  const isPromo = row.content_type === 'promo';
  // A row of channels holds them in `channels`, every other row in `contents` (operator-wire-format.md, B
  // "GET /v2/rows/{slug}": `rows/freechannels` is `{channels: [...]}`, `rows/novinki-<n>` `{contents: [...]}`).
  const items = row.content_type === 'channel' ? { channels: page } : { contents: isPromo ? [] : page };
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, loc.lang),
    description: localize(row.description, loc.lang),
    template: row.template,
    content_type: row.content_type,
    count,
    more_count: Math.max(0, count - paging.offset - page.length),
    limit: paging.limit,
    offset: paging.offset,
    library_id: filters.libraryId ?? row.library_id,
    loop_count: row.loop_count,
    ...items,
    promotions: isPromo ? page : [],
  };
}
