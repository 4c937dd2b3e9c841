import type { PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';

export interface ContentRecord {
  id: number;
  slug: string;
  library_id: number | null;
  content_type: 'movie' | 'series' | 'season' | 'episode' | 'program';
  parent_id: number | null;
  age: number;
  title: string;
  original: string;
  description: string;
  year: number | null;
  is_adult: number;
  is_cartoon: number;
  motion_rating: string | null;
  rating_imdb: number | null;
  rating_kinopoisk: number | null;
  duration: number;
  season: number | null;
  series: number | null;
  is_announcement: number;
  lost_content: number;
  is_free: number;
  has_ad: number;
  has_packshot: number;
  playback_points: string;
  sort: number;
}

export interface GenreRecord {
  id: number;
  slug: string;
  name: string;
  row_id: number;
}

export interface PersonRecord {
  id: number;
  slug: string;
  name: string;
  bio: string;
  role: string;
  birth_year: number | null;
}

/** Top-level kinds a catalogue row or search lists; seasons and episodes are reached through their series. */
export const TOP_LEVEL_TYPES = ['movie', 'series', 'program'] as const;

/**
 * `12`, `the-last-caravan-3` and `3` all name a record: the trailing digits are the id
 * (catalogue-vod-billing.md section 2, "Content"); a reference without digits is looked up as a slug.
 */
export function parseReference(reference: string): { id: number } | { slug: string } {
  const trimmed = reference.trim();
  if (!trimmed || trimmed.length > 255) throw badRequest('Invalid id or slug.');
  const match = trimmed.match(/(\d+)$/);
  return match ? { id: Number(match[1]) } : { slug: trimmed };
}

export function findContent(ctx: PlatformContext, reference: string): ContentRecord {
  const ref = parseReference(reference);
  const row =
    'id' in ref
      ? ctx.db.prepare('SELECT * FROM contents WHERE id = ?').get(ref.id)
      : ctx.db.prepare('SELECT * FROM contents WHERE slug = ?').get(ref.slug);
  if (!row) throw notFound('Content not found.');
  return row as ContentRecord;
}

export function contentById(ctx: PlatformContext, id: number): ContentRecord | undefined {
  return ctx.db.prepare('SELECT * FROM contents WHERE id = ?').get(id) as ContentRecord | undefined;
}

export function contentsByIds(ctx: PlatformContext, ids: number[]): ContentRecord[] {
  if (!ids.length) return [];
  const rows = ctx.db
    .prepare('SELECT c.* FROM contents c WHERE c.id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids)) as ContentRecord[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ContentRecord => Boolean(row));
}

/** The series (or the content itself) at the top of a season or episode. */
export function rootOf(ctx: PlatformContext, content: ContentRecord): ContentRecord {
  let current = content;
  for (let depth = 0; current.parent_id !== null && depth < 3; depth += 1) {
    const parent = contentById(ctx, current.parent_id);
    if (!parent) break;
    current = parent;
  }
  return current;
}

export function childrenOf(ctx: PlatformContext, parentId: number): ContentRecord[] {
  return ctx.db
    .prepare('SELECT * FROM contents WHERE parent_id = ? ORDER BY sort, id')
    .all(parentId) as ContentRecord[];
}

/** Genres of many contents at once, main genre first. */
export function genresOf(ctx: PlatformContext, contentIds: number[]): Map<number, GenreRecord[]> {
  const rows = ctx.db
    .prepare(
      `SELECT cg.content_id, g.id, g.slug, g.name, g.row_id FROM content_genres cg JOIN genres g ON g.id = cg.genre_id
        WHERE cg.content_id IN (SELECT value FROM json_each(?)) ORDER BY cg.is_main DESC, g.id`,
    )
    .all(JSON.stringify(contentIds)) as Array<GenreRecord & { content_id: number }>;
  return groupBy(rows, (row) => row.content_id);
}

export function countriesOf(ctx: PlatformContext, contentIds: number[]) {
  const rows = ctx.db
    .prepare(
      `SELECT cc.content_id, c.id, c.code, c.name FROM content_countries cc JOIN countries c ON c.id = cc.country_id
        WHERE cc.content_id IN (SELECT value FROM json_each(?)) ORDER BY c.id`,
    )
    .all(JSON.stringify(contentIds)) as Array<{ content_id: number; id: number; code: string; name: string }>;
  return groupBy(rows, (row) => row.content_id);
}

export function creditsOf(ctx: PlatformContext, contentId: number) {
  return ctx.db
    .prepare(
      `SELECT p.*, cp.role AS credit_role FROM content_persons cp JOIN persons p ON p.id = cp.person_id
        WHERE cp.content_id = ? ORDER BY cp.sort`,
    )
    .all(contentId) as Array<PersonRecord & { credit_role: string }>;
}

export function findPerson(ctx: PlatformContext, reference: string): PersonRecord {
  const ref = parseReference(reference);
  const row =
    'id' in ref
      ? ctx.db.prepare('SELECT * FROM persons WHERE id = ?').get(ref.id)
      : ctx.db.prepare('SELECT * FROM persons WHERE slug = ?').get(ref.slug);
  if (!row) throw notFound('Person not found.');
  return row as PersonRecord;
}

export function tableExists(ctx: PlatformContext, table: string): boolean {
  return Boolean(ctx.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table));
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}
