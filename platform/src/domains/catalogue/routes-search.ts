import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { localize } from '../../core/localized';
import { ok, readBody } from '../../core/respond';
import { requireSession } from '../../core/session';
import { contentCards } from './content-json';
import { MAX_TEXT_LENGTH, matchesText } from './filters';
import { localizer, viewerOf } from './http';
import { channelCards, personCard } from './items';
import { TOP_LEVEL_TYPES, type ContentRecord, type PersonRecord } from './store';
import { childMayWatch, profileKey } from './viewer';

/** How many of each kind a suggestion answer carries. */
const SUGGEST_LIMITS = { contents: 20, persons: 10, channels: 10, suggestions: 10 } as const;
/** Object kinds a search history entry points at (section 3, "Search history entry"). */
/** The spec's channel and content, and person: a person opened from the results is not a title. */
const FOUND_TYPES = ['channel', 'content', 'person'];

function readSearchText(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw badRequest('text is required.', { text: ['This field is required.'] });
  if (text.length > MAX_TEXT_LENGTH)
    throw badRequest('text is too long.', { text: [`At most ${MAX_TEXT_LENGTH} characters.`] });
  return text;
}

/** Titles that start with the text come before those that only contain it. */
const byPrefix = (needle: string) => (name: string) => (name.toLocaleLowerCase().startsWith(needle) ? 0 : 1);

export function registerSearchRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/search/suggest', (c) => {
    const loc = localizer(c, ctx);
    const text = readSearchText(c.req.query('text'));
    const needle = text.toLocaleLowerCase();
    const rank = byPrefix(needle);
    const viewer = viewerOf(c, ctx);
    const contents = (
      ctx.db
        .prepare(
          `SELECT * FROM contents WHERE parent_id IS NULL AND content_type IN (SELECT value FROM json_each(?))
        ORDER BY MAX(COALESCE(rating_imdb, 0), COALESCE(rating_kinopoisk, 0)) DESC, id`,
        )
        .all(JSON.stringify(TOP_LEVEL_TYPES)) as ContentRecord[]
    )
      .filter((content) => matchesText(content.title, text) || content.original.toLocaleLowerCase().includes(needle))
      .filter((content) => !viewer.isChild || childMayWatch(content.age, content.is_adult === 1))
      .sort((a, b) => rank(localize(a.title, loc.lang)) - rank(localize(b.title, loc.lang)))
      .slice(0, SUGGEST_LIMITS.contents);
    const persons = (ctx.db.prepare('SELECT * FROM persons ORDER BY id').all() as PersonRecord[])
      .filter((person) => matchesText(person.name, text))
      .slice(0, SUGGEST_LIMITS.persons)
      .map((person) => personCard(loc, person));
    const channels = channelCards(loc)
      .filter((channel) => channel.name.toLocaleLowerCase().includes(needle))
      .filter((channel) => !viewer.isChild || childMayWatch(channel.age, channel.is_adult))
      .slice(0, SUGGEST_LIMITS.channels);
    const contentJson = contentCards(loc, contents);
    const session = c.get('session');
    const history = session
      ? (
          ctx.db
            .prepare(
              'SELECT DISTINCT text FROM search_history WHERE user_id = ? AND profile_key = ? ORDER BY created_at DESC, id DESC',
            )
            .all(session.userId, profileKey(session)) as Array<{ text: string }>
        )
          .map((row) => row.text)
          .filter((entry) => entry.toLocaleLowerCase().startsWith(needle))
      : [];
    const names = [
      ...history,
      ...contentJson.map((item) => item.title),
      ...persons.map((item) => item.name),
      ...channels.map((item) => item.name),
    ];
    const suggestions = [...new Map(names.map((name) => [name.toLocaleLowerCase(), name])).values()].slice(
      0,
      SUGGEST_LIMITS.suggestions,
    );
    return ok(c, {
      suggestions: suggestions.map((name) => ({ text: name })),
      contents: contentJson,
      persons,
      channels,
    });
  });

  app.post('/v2/search/found', async (c) => {
    const session = requireSession(c);
    const body = await readBody(c);
    const text = readSearchText(body.text);
    const title =
      typeof body.title === 'string' && body.title.trim() ? body.title.trim().slice(0, MAX_TEXT_LENGTH) : text;
    const contentType = String(body.content_type ?? '');
    if (!FOUND_TYPES.includes(contentType))
      throw badRequest('content_type must be channel, content or person.', {
        content_type: ['Use channel, content or person.'],
      });
    const objectId = Number(body.object_id);
    if (!Number.isInteger(objectId) || objectId <= 0)
      throw badRequest('object_id is required.', { object_id: ['Enter the id of the found object.'] });
    const nowSec = Math.floor(ctx.now() / 1000);
    const result = ctx.db
      .prepare(
        'INSERT INTO search_history (user_id, profile_key, title, text, content_type, object_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(session.userId, profileKey(session), title, text, contentType, objectId, nowSec);
    return ok(
      c,
      {
        id: Number(result.lastInsertRowid),
        title,
        text,
        content_type: contentType,
        object_id: objectId,
        created_at: nowSec,
      },
      201,
    );
  });
}
