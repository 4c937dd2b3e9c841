import { z } from 'zod';
import { scheduleItemSchema } from './channels-schema';
import { anyId, epochSeconds, orElse } from './schema-kit';

const OBJECT_TYPES = ['channel', 'program', 'content', 'person'] as const;
const TARGET_FIELDS = {
  channel: 'channel_id',
  program: 'program_id',
  content: 'content_id',
  person: 'person_id',
} as const;

/**
 * RawFavorite (`GET`/`POST /v2/users/self/favorites`, spec catalogue section "Favorites"; no working client records
 * the body, so only its id and its target are required). The target is `object_type` with `object_id`, or the one
 * `{kind}_id` field set; a favorite naming neither is dropped, as the app could not tell what it marks.
 */
export const favoriteSchema = z
  .looseObject({
    id: anyId,
    object_id: orElse('object_id', anyId, null),
    object_type: orElse('object_type', z.enum(OBJECT_TYPES), null),
    channel_id: orElse('channel_id', anyId, null),
    program_id: orElse('program_id', anyId, null),
    content_id: orElse('content_id', anyId, null),
    person_id: orElse('person_id', anyId, null),
    priority: orElse('priority', z.number(), 0),
    created_at: orElse('created_at', epochSeconds, 0),
    channel: orElse(
      'channel',
      z.looseObject({
        id: anyId,
        slug: orElse('channel.slug', z.string(), ''),
        name: z.string(),
        cover: orElse('channel.cover', z.string(), ''),
      }),
      null,
    ),
    program: orElse('program', scheduleItemSchema, null),
    content: orElse(
      'content',
      z.looseObject({
        id: anyId,
        slug: z.string(),
        content_type: orElse('content.content_type', z.string(), ''),
        library_id: orElse('content.library_id', anyId, null),
        age: orElse('content.age', z.number(), null),
      }),
      null,
    ),
  })
  .transform((favorite, ctx) => {
    const type = favorite.object_type ?? OBJECT_TYPES.find((kind) => favorite[TARGET_FIELDS[kind]] !== null) ?? null;
    const objectId = favorite.object_id ?? (type ? favorite[TARGET_FIELDS[type]] : null);
    if (!type || objectId === null) {
      ctx.issues.push({
        code: 'custom',
        message: 'no object_type and object_id',
        path: ['object_type'],
        input: favorite,
      });
      return z.NEVER;
    }
    return {
      ...favorite,
      object_type: type,
      object_id: objectId,
      [TARGET_FIELDS[type]]: favorite[TARGET_FIELDS[type]] ?? objectId,
    };
  });
