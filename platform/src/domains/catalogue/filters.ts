import type { Context } from 'hono';
import type { PlatformContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { TOP_LEVEL_TYPES } from './store';

/**
 * Filter object of the filtered catalogue (catalogue-vod-billing.md section 7): content_type, main_genre,
 * genre, country, year_from, year_to, rating_from; plus the row page's text and library_id.
 */
export interface ContentFilters {
  contentTypes?: string[];
  mainGenre?: number;
  genre?: number;
  country?: number;
  yearFrom?: number;
  yearTo?: number;
  ratingFrom?: number;
  libraryId?: number;
  text?: string;
}

/** Search input max length (section 5); longer filter texts are refused the same way. */
export const MAX_TEXT_LENGTH = 255;

/** Older clients call series "serial" and films "film". */
const CONTENT_TYPE_ALIASES: Record<string, string> = {
  serial: 'series',
  film: 'movie',
  movies: 'movie',
  programs: 'program',
};

function integer(c: Context, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw badRequest(`${name} must be an integer.`, { [name]: ['Enter a whole number.'] });
  return value;
}

function lookupId(ctx: PlatformContext, c: Context, name: string, table: 'genres' | 'countries'): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const column = table === 'genres' ? 'slug' : 'code';
  const row = (
    /^\d+$/.test(raw)
      ? ctx.db.prepare(`SELECT id FROM ${table} WHERE id = ?`).get(Number(raw))
      : ctx.db.prepare(`SELECT id FROM ${table} WHERE lower(${column}) = lower(?)`).get(raw)
  ) as { id: number } | undefined;
  if (!row) throw badRequest(`Unknown ${name}.`, { [name]: [`No ${name} "${raw}".`] });
  return row.id;
}

export function readFilters(ctx: PlatformContext, c: Context): ContentFilters {
  const filters: ContentFilters = {};
  const types = c.req.query('content_type');
  if (types) {
    filters.contentTypes = types.split(',').map((type) => CONTENT_TYPE_ALIASES[type.trim()] ?? type.trim());
    const unknown = filters.contentTypes.filter((type) => !(TOP_LEVEL_TYPES as readonly string[]).includes(type));
    if (unknown.length)
      throw badRequest('Unknown content_type.', { content_type: [`Use ${TOP_LEVEL_TYPES.join(', ')}.`] });
  }
  filters.mainGenre = lookupId(ctx, c, 'main_genre', 'genres');
  filters.genre = lookupId(ctx, c, 'genre', 'genres');
  filters.country = lookupId(ctx, c, 'country', 'countries');
  filters.yearFrom = integer(c, 'year_from');
  filters.yearTo = integer(c, 'year_to');
  filters.libraryId = integer(c, 'library_id');
  const rating = c.req.query('rating_from');
  if (rating !== undefined && rating !== '') {
    filters.ratingFrom = Number(rating);
    if (!Number.isFinite(filters.ratingFrom))
      throw badRequest('rating_from must be a number.', { rating_from: ['Enter a number.'] });
  }
  const text = c.req.query('text')?.trim();
  if (text) {
    if (text.length > MAX_TEXT_LENGTH)
      throw badRequest('text is too long.', { text: [`At most ${MAX_TEXT_LENGTH} characters.`] });
    filters.text = text;
  }
  return filters;
}

/** Case-insensitive match against every language of a localized JSON text (Cyrillic included). */
export function matchesText(storedJson: string, needle: string): boolean {
  const lowered = needle.toLocaleLowerCase();
  try {
    const parsed = JSON.parse(storedJson) as Record<string, string> | string;
    const values = typeof parsed === 'string' ? [parsed] : Object.values(parsed);
    return values.some((value) => value.toLocaleLowerCase().includes(lowered));
  } catch {
    return storedJson.toLocaleLowerCase().includes(lowered);
  }
}
