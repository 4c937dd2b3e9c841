import type { PlatformApp, PlatformContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { DATA_LANGUAGES, localize, requestLanguage, type DataLanguage } from '../../core/localized';
import { ok, readPaging } from '../../core/respond';
import { requiredId } from './request';

interface NewsRow {
  id: number;
  title: string;
  text: string;
  published_at: number;
}

function newsJson(row: NewsRow, language: DataLanguage) {
  return {
    id: row.id,
    title: localize(row.title, language),
    text: localize(row.text, language),
    published_at: new Date(row.published_at * 1000).toISOString(),
  };
}

/** News, FAQ and the legal texts (agreement, privacy, terms), localized by ?lang= or Accept-Language. */
export function textRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/news', (c) => {
    const language = requestLanguage(c);
    const { offset, limit } = readPaging(c);
    const rows = ctx.db.prepare(`SELECT * FROM news ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`).all(limit, offset) as NewsRow[];
    return ok(c, rows.map((row) => newsJson(row, language)));
  });

  app.get('/v2/news/:id', (c) => {
    const id = requiredId(c.req.param('id'), 'id');
    const row = ctx.db.prepare(`SELECT * FROM news WHERE id = ?`).get(id) as NewsRow | undefined;
    if (!row) throw notFound(`News item ${id} does not exist.`);
    return ok(c, newsJson(row, requestLanguage(c)));
  });

  app.get('/v2/faq', (c) => {
    const language = requestLanguage(c);
    const rows = ctx.db.prepare(`SELECT * FROM faq ORDER BY sort, id`).all() as { id: number; question: string; answer: string }[];
    return ok(c, rows.map((row) => ({ id: row.id, question: localize(row.question, language), answer: localize(row.answer, language) })));
  });

  /** Plain text, as the client fetches the agreement and privacy addresses of network info. */
  app.get('/v2/texts/:key', (c) => {
    const row = ctx.db.prepare(`SELECT body FROM texts WHERE key = ?`).get(c.req.param('key')) as { body: string } | undefined;
    if (!row) throw notFound(`Text ${c.req.param('key')} does not exist.`);
    const requested = c.req.query('lang');
    const language = (DATA_LANGUAGES as readonly string[]).includes(requested ?? '') ? (requested as DataLanguage) : requestLanguage(c);
    return c.text(localize(row.body, language), 200, { 'Content-Language': language });
  });
}
