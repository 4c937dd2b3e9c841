import { z } from 'zod';
import { anyId, listOf, orElse } from './schema-kit';

/**
 * Answer schemas of the catalogue's contents and rows (lib/api/raw/catalogue.ts), from wire format C
 * (`GET /v2/contents/{slug}`: id a string, content_type, title, libraries) and B (`GET /v2/rows/{slug}`: an object
 * holding `channels[]` or `contents[]` and nothing else, year and rating as strings). A card needs its id and slug
 * (its link); a channel card its id and name; everything else falls back to what hides its piece of UI.
 */

const yearOrNull = orElse(
  'year',
  z.union([
    z.number(),
    z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number),
  ]),
  null,
);

const genreSchema = z.looseObject({
  id: orElse('genres.id', anyId, null),
  name: z.string(),
  row_slug: orElse('genres.row_slug', z.string(), null),
  row_id: orElse('genres.row_id', anyId, null),
});

const contentCardFields = {
  id: anyId,
  slug: z.string().min(1),
  title: orElse('title', z.string(), undefined),
  name: orElse('name', z.string(), undefined),
  year: yearOrNull,
  content_type: orElse('content_type', z.string(), ''),
  parent_id: orElse('parent_id', anyId, null),
  library_id: orElse('library_id', anyId, null),
  // The operator names a content's libraries (S6 plays from libraries[0].id), the platform its library_id.
  libraries: orElse('libraries', listOf('libraries', z.looseObject({ id: anyId })), []),
  age: orElse('age', z.number(), null),
  motion_rating: orElse('motion_rating', z.looseObject({ text: z.string() }), null),
  genres: orElse('genres', listOf('genres', genreSchema), []),
  countries: orElse(
    'countries',
    listOf('countries', z.looseObject({ id: orElse('countries.id', anyId, null), name: z.string() })),
    [],
  ),
  description: orElse('description', z.string(), ''),
  images: orElse('images', listOf('images', z.looseObject({ type: z.string(), src: z.string() })), []),
  cover: orElse('cover', z.looseObject({}), null),
  ratings: orElse(
    'ratings',
    listOf('ratings', z.looseObject({ type: z.string(), rating: z.union([z.number(), z.string(), z.null()]) })),
    [],
  ),
  duration: orElse('duration', z.number(), null),
  season: orElse('season', z.number(), null),
  series: orElse('series', z.number(), null),
  screenshot_url: orElse('screenshot_url', z.string(), null),
  screenshot_timings: orElse('screenshot_timings', z.string(), null),
};

const finishCard = <C extends { library_id: unknown; libraries: { id: unknown }[] }>({ libraries, ...card }: C) => ({
  ...card,
  library_id: card.library_id ?? libraries[0]?.id ?? null,
});

/** RawContentCard: an entry of a row, of similar titles, of a content's children. */
export const contentCardSchema = z.looseObject(contentCardFields).transform(finishCard);

/** RawContent: a card plus its people, trailers and children, each list dropping its broken entries. */
export const contentSchema = z
  .looseObject({
    ...contentCardFields,
    persons: orElse(
      'persons',
      listOf(
        'persons',
        z.looseObject({
          id: anyId,
          slug: orElse('persons.slug', z.string(), ''),
          name: z.string(),
          role: orElse('persons.role', z.string(), ''),
        }),
      ),
      [],
    ),
    trailers: orElse('trailers', listOf('trailers', z.looseObject({ id: anyId })), []),
    contents: orElse('contents', listOf('contents', contentCardSchema), []),
  })
  .transform(finishCard);

/**
 * RawEpisode: an entry of the flat episode list (wire format C, `GET /v2/contents/{slug}/episodes`). It needs its id
 * (its link); a missing season or number leaves it out of the season tabs' numbering, never out of the list.
 */
export const episodeSchema = z.looseObject({
  id: anyId,
  slug: orElse('slug', z.string(), ''),
  title: orElse('title', z.string(), ''),
  content_type: orElse('content_type', z.string(), 'episode'),
  season: orElse('season', z.number().int(), null),
  series: orElse('series', z.number().int(), null),
  description: orElse('description', z.string(), ''),
  duration: orElse('duration', z.number(), null),
  cover: orElse(
    'cover',
    z.looseObject({
      src_2x3: orElse('cover.src_2x3', z.string(), undefined),
      src_16x9: orElse('cover.src_16x9', z.string(), undefined),
    }),
    null,
  ),
  is_announcement: orElse('is_announcement', z.boolean(), false),
});

const personCardSchema = z.looseObject({
  id: anyId,
  slug: z.string().min(1),
  name: z.string(),
  role: orElse('role', z.string(), ''),
});

/** The operator's channel cards (rows/freechannels, S7) carry `icon` and `cover.full` where the platform has `logo`. */
const channelCardSchema = z
  .looseObject({
    id: anyId,
    slug: orElse('slug', z.string(), ''),
    name: z.string(),
    logo: orElse('logo', z.string(), undefined),
    icon: orElse('icon', z.string(), undefined),
    cover: orElse('cover', z.looseObject({ full: orElse('cover.full', z.string(), undefined) }), undefined),
  })
  .transform(({ icon, ...card }) => ({ ...card, logo: card.logo ?? icon ?? card.cover?.full }));

const historyItemSchema = z.looseObject({
  id: anyId,
  content: contentCardSchema,
  seconds: orElse('seconds', z.number(), 0),
  duration: orElse('duration', z.number(), 0),
  watch_percentage: orElse('watch_percentage', z.number(), 0),
  updated_at: orElse('updated_at', z.number(), 0),
});

const ROW_ITEMS: Record<string, z.ZodType> = {
  content: contentCardSchema,
  person: personCardSchema,
  channel: channelCardSchema,
  history: historyItemSchema,
};

/** RawRow: the operator's row is `{channels:[…]}` or `{contents:[…]}` alone, so its kind is read from what it holds. */
export const rowSchema = z
  .looseObject({
    id: orElse('id', anyId, null),
    slug: orElse('slug', z.string(), ''),
    title: orElse('title', z.string(), ''),
    description: orElse('description', z.string(), ''),
    template: orElse('template', z.string(), ''),
    content_type: orElse('content_type', z.string(), undefined),
    limit: orElse('limit', z.number(), undefined),
    offset: orElse('offset', z.number(), 0),
    contents: orElse('contents', z.array(z.unknown()), undefined),
    channels: orElse('channels', z.array(z.unknown()), undefined),
    promotions: orElse(
      'promotions',
      listOf(
        'promotions',
        z.looseObject({ id: anyId, title: z.string(), destination: z.looseObject({ type: z.string() }) }),
      ),
      [],
    ),
  })
  .transform((row) => {
    const kind = row.content_type ?? (row.channels && !row.contents ? 'channel' : 'content');
    const items = (kind === 'channel' ? row.channels : undefined) ?? row.contents ?? [];
    const itemSchema = ROW_ITEMS[kind];
    const kept = itemSchema ? listOf(kind === 'channel' ? 'channels' : 'contents', itemSchema).parse(items) : items;
    return {
      ...row,
      content_type: kind,
      limit: row.limit ?? items.length,
      ...(kind === 'channel' ? { channels: kept, contents: row.contents ?? [] } : { contents: kept }),
    };
  });
