import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { localize } from '../../core/localized';
import { ok, readPaging } from '../../core/respond';
import { artUrl, backgroundColorFor } from './art';
import { contentCards } from './content-json';
import { readFilters } from './filters';
import { byIdOrSlug, localizer, viewerOf } from './http';
import { rowJson, type RowRecord } from './rows';
import { findPerson, TOP_LEVEL_TYPES, type ContentRecord, type GenreRecord } from './store';
import { childMayWatch } from './viewer';

interface PageRecord {
  id: number;
  slug: string;
  title: string;
  description: string;
  template: string;
  icon: string | null;
  library_id: number | null;
  url: string | null;
}

export function registerRowRoutes(app: PlatformApp, ctx: PlatformContext) {
  const pageJson = (page: PageRecord, lang: Parameters<typeof localize>[1]) => ({
    id: page.id,
    slug: page.slug,
    title: localize(page.title, lang),
    description: localize(page.description, lang),
    template: page.template,
    icon: page.icon,
    library_id: page.library_id,
    url: page.url,
    logo: { tv_x3: artUrl(ctx.config.publicUrl, 'logo', `page-${page.id}`, { text: localize(page.title, lang) }) },
  });

  app.get('/v2/rowsets', (c) => {
    const { lang } = localizer(c, ctx);
    const pages = ctx.db.prepare('SELECT * FROM rowsets ORDER BY sort, id').all() as PageRecord[];
    return ok(
      c,
      pages.map((page) => pageJson(page, lang)),
    );
  });

  app.get('/v2/rowsets/:ref', (c) => {
    const loc = localizer(c, ctx);
    const { column, value } = byIdOrSlug(c.req.param('ref'));
    const page = ctx.db.prepare(`SELECT * FROM rowsets WHERE ${column} = ?`).get(value) as PageRecord | undefined;
    if (!page) throw notFound('Page not found.');
    const viewer = viewerOf(c, ctx);
    const libraryId = c.req.query('library_id');
    const filters = libraryId && /^\d+$/.test(libraryId) ? { libraryId: Number(libraryId) } : {};
    const rows = ctx.db
      .prepare('SELECT r.* FROM rowset_rows rr JOIN rows r ON r.id = rr.row_id WHERE rr.rowset_id = ? ORDER BY rr.sort')
      .all(page.id) as RowRecord[];
    return ok(c, {
      ...pageJson(page, loc.lang),
      rows: rows.map((row) => rowJson(loc, row, { offset: 0, limit: row.page_limit }, filters, viewer)),
    });
  });

  app.get('/v2/rows/filmography', (c) => {
    const loc = localizer(c, ctx);
    const personId = c.req.query('person_id');
    if (!personId) throw badRequest('person_id is required.', { person_id: ['This field is required.'] });
    const person = findPerson(ctx, personId);
    const viewer = viewerOf(c, ctx);
    const filters = readFilters(ctx, c);
    const paging = readPaging(c);
    const types = filters.contentTypes ?? [...TOP_LEVEL_TYPES];
    const contents = (
      ctx.db
        .prepare(
          `SELECT DISTINCT c.* FROM content_persons cp JOIN contents c ON c.id = cp.content_id
        WHERE cp.person_id = ? AND c.content_type IN (SELECT value FROM json_each(?)) ORDER BY c.year DESC, c.id DESC`,
        )
        .all(person.id, JSON.stringify(types)) as ContentRecord[]
    ).filter((content) => !viewer.isChild || childMayWatch(content.age, content.is_adult === 1));
    const page = contents.slice(paging.offset, paging.offset + paging.limit);
    return ok(c, {
      id: null,
      slug: 'filmography',
      title: localize(person.name, loc.lang),
      description: '',
      template: 'content-v',
      content_type: 'content',
      count: contents.length,
      more_count: Math.max(0, contents.length - paging.offset - page.length),
      limit: paging.limit,
      offset: paging.offset,
      library_id: null,
      loop_count: 0,
      contents: contentCards(loc, page),
      promotions: [],
    });
  });

  app.get('/v2/rows/:ref', (c) => {
    const loc = localizer(c, ctx);
    const { column, value } = byIdOrSlug(c.req.param('ref'));
    const row = ctx.db.prepare(`SELECT * FROM rows WHERE ${column} = ?`).get(value) as RowRecord | undefined;
    if (!row) throw notFound('Row not found.');
    const paging = readPaging(c);
    return ok(c, rowJson(loc, row, paging, readFilters(ctx, c), viewerOf(c, ctx)));
  });

  app.get('/v2/libraries', (c) => {
    const { lang } = localizer(c, ctx);
    const libraries = ctx.db.prepare('SELECT * FROM libraries ORDER BY id').all() as Array<{
      id: number;
      title: string;
      color_bg: string;
    }>;
    return ok(
      c,
      libraries.map((library) => ({
        id: library.id,
        title: localize(library.title, lang),
        cover: {
          bg: artUrl(ctx.config.publicUrl, 'wide', `library-${library.id}`, { text: localize(library.title, lang) }),
          color_bg: library.color_bg || backgroundColorFor(`library:${library.id}`),
        },
      })),
    );
  });

  app.get('/v2/countries', (c) => {
    const { lang } = localizer(c, ctx);
    const countries = ctx.db.prepare('SELECT * FROM countries ORDER BY id').all() as Array<{
      id: number;
      code: string;
      name: string;
    }>;
    return ok(
      c,
      countries.map((country) => ({ id: country.id, code: country.code, name: localize(country.name, lang) })),
    );
  });

  app.get('/v2/internal_genres', (c) => {
    const { lang } = localizer(c, ctx);
    const genres = ctx.db.prepare('SELECT * FROM genres ORDER BY id').all() as GenreRecord[];
    return ok(
      c,
      genres.map((genre) => ({
        id: genre.id,
        slug: genre.slug,
        name: localize(genre.name, lang),
        row_slug: `genre-${genre.slug}`,
        row_id: genre.row_id,
      })),
    );
  });
}
