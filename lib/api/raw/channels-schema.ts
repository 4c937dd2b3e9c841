import { z } from 'zod';
import { anyId, epochSeconds, listOf, orElse } from './schema-kit';

/**
 * Answer schemas of the channel raw types (lib/api/raw/channels.ts), accepting the operator's shapes
 * (../shared/operator-wire-format.md section B: `GET /v2/channels`, `channels/categories`, `channels/{id}/schedule`,
 * `channels/{id}/stream` rows) and the older platform's. What the app can do without falls back to a value that hides
 * its piece of UI (no cover, no archive, no genres); what it cannot (a channel's id and name, a programme's time and
 * title) makes the entry dropped.
 */

const idOrNull = (field: string) => orElse(field, anyId, null);

const episodeSchema = z.looseObject({
  season: orElse('season', z.number(), 0),
  series: orElse('series', z.number(), 0),
  title: orElse('title', z.string(), ''),
  subtitle: orElse('subtitle', z.string(), ''),
  description: orElse('description', z.string(), ''),
});

const programSchema = z.looseObject({
  title: z.string(),
  age: orElse('program.age', z.number(), null),
  motion_rating: orElse('program.motion_rating', z.string(), null),
  year: orElse('program.year', z.number(), null),
  genres: orElse(
    'program.genres',
    listOf('program.genres', z.looseObject({ name: z.string(), row_slug: orElse('row_slug', z.string(), null), row_id: idOrNull('row_id') })),
    [],
  ),
  countries: orElse('program.countries', z.array(z.string()), []),
  persons: orElse('program.persons', listOf('program.persons', z.looseObject({ id: anyId, name: z.string() })), []),
  category: orElse('program.category', z.looseObject({ id: anyId, name: z.string() }), null),
  content_type: orElse('program.content_type', z.string(), ''),
  ratings: orElse('program.ratings', listOf('program.ratings', z.looseObject({ type: z.string(), rating: z.coerce.number() })), []),
  description: orElse('program.description', z.string(), ''),
});

/** RawScheduleItem: `timestamp`/`duration` in seconds (a date-time timestamp, as the OpenAPI document says, is read too). */
export const scheduleItemSchema = z
  .looseObject({
    id: anyId,
    parent_id: idOrNull('parent_id'),
    channel_id: idOrNull('channel_id'),
    content_id: idOrNull('content_id'),
    timestamp: epochSeconds,
    real_timestamp: orElse('real_timestamp', epochSeconds, undefined),
    duration: z.number(),
    real_duration: orElse('real_duration', z.number(), undefined),
    date: orElse('date', z.string(), ''),
    formatted_time: orElse('formatted_time', z.string(), undefined),
    time: orElse('time', z.string(), undefined),
    current: orElse('current', z.boolean(), false),
    image_src: orElse('image_src', z.string(), undefined),
    img: orElse('img', z.looseObject({ src: z.string() }), undefined),
    is_catchup_available: orElse('is_catchup_available', z.boolean(), false),
    histories: orElse(
      'histories',
      listOf('histories', z.looseObject({ watch_percentage: orElse('histories.watch_percentage', z.number(), 0) })),
      [],
    ),
    program: programSchema,
    episode: orElse('episode', episodeSchema, null),
    content_episode: orElse('content_episode', episodeSchema, null),
  })
  // The operator names the start "time" ("HH:MM") and the picture img.src (S4, S7).
  .transform(({ time, img, ...item }) => ({
    ...item,
    formatted_time: item.formatted_time ?? time ?? '',
    image_src: item.image_src ?? img?.src ?? null,
  }));

const coverSchema = z.looseObject({
  src: orElse('cover.src', z.string(), ''),
  full: orElse('cover.full', z.string(), undefined),
  bg: orElse('cover.bg', z.string(), ''),
  color_bg: orElse('cover.color_bg', z.string(), ''),
  light_bg: orElse('cover.light_bg', z.string(), ''),
  dark_bg: orElse('cover.dark_bg', z.string(), ''),
});

const trackerSchema = z.looseObject({ tracker_type: z.string(), params: orElse('params', z.record(z.string(), z.string()), {}) });

const NO_COVER: { src: string; full?: string; bg: string; color_bg: string; light_bg: string; dark_bg: string } = {
  src: '',
  bg: '',
  color_bg: '',
  light_bg: '',
  dark_bg: '',
};

const channelFields = {
  id: anyId,
  slug: orElse('slug', z.string(), ''),
  name: z.string(),
  description: orElse('description', z.string(), ''),
  aspect_ratio: orElse('aspect_ratio', z.string(), '16:9'),
  // Absent on the operator's plain lists: its stream call still refuses a channel not allowed (403).
  is_available: orElse('is_available', z.boolean(), true),
  access_error: orElse('access_error', z.string(), null),
  is_free: orElse('is_free', z.boolean(), false),
  is_hidden: orElse('is_hidden', z.boolean(), false),
  is_fixed: orElse('is_fixed', z.boolean(), false),
  is_4k: orElse('is_4k', z.boolean(), false),
  overlay_icon: orElse('overlay_icon', z.string(), null),
  cover: orElse('cover', coverSchema, NO_COVER),
  images: orElse('images', listOf('images', z.looseObject({ itype: z.string(), src: z.string() })), []),
  favorite: orElse('favorite', z.looseObject({ id: anyId.nullable(), priority: orElse('priority', z.number(), 0) }), null),
  archived_days: orElse('archived_days', z.number(), 0),
  real_archived_days: orElse('real_archived_days', z.number(), 0),
  available_archived_days: orElse('available_archived_days', z.number(), undefined),
  categories: orElse('categories', z.array(anyId), undefined),
  current_schedule: orElse('current_schedule', scheduleItemSchema, null),
  current_schedules: orElse('current_schedules', listOf('current_schedules', scheduleItemSchema), undefined),
  stream_types: orElse(
    'stream_types',
    // The operator's ChannelListV2 types it as an object; the platform as a list of {type}.
    z.union([listOf('stream_types', z.looseObject({ type: z.string() })), z.record(z.string(), z.unknown()).transform(() => [])]),
    [],
  ),
  tags: orElse('tags', z.array(z.string()), []),
  trackers: orElse('trackers', listOf('trackers', trackerSchema), []),
};

type CheckedChannel = z.output<z.ZodObject<typeof channelFields>>;

const finishChannel = <C extends CheckedChannel>(channel: C) => ({
  ...channel,
  // The operator's cover.full (S3 2025) is its picture where the platform has cover.src.
  cover: { ...channel.cover, src: channel.cover.src || channel.cover.full || '' },
  available_archived_days: channel.available_archived_days ?? channel.archived_days,
});

/** RawChannel: an id and a name make a channel; a missing cover, archive or schedule hides those pieces. */
export const channelSchema = z.looseObject(channelFields).transform(finishChannel);

/**
 * The viewer's channel list (`GET /v2/users/self/channel_list`): the operator's is an overlay of the catalogue's
 * channels (wire format B, spec-only row: `[{id, favorite, is_hidden, is_purchased, is_available, overlay_icon,
 * available_archived_days, access_error, min_price, stream_types}]`, no name), the platform's whole channels. Only the
 * id is needed; lib/channels/use-channel-data.ts takes what an entry lacks from the catalogue's channel.
 */
export const userChannelSchema = z
  .looseObject({ ...channelFields, name: orElse('name', z.string(), '') })
  .transform(finishChannel);

/** RawEpgRow (`GET /v2/channels/epg`, spec-only): a channel id per row; a programme needs its time and title. */
export const epgRowSchema = z.looseObject({
  channel_id: anyId,
  items: orElse(
    'items',
    listOf(
      'items',
      z.looseObject({
        id: anyId,
        timestamp: epochSeconds,
        duration: z.number(),
        title: z.string(),
        age: orElse('items.age', z.number(), null),
        is_catchup_available: orElse('items.is_catchup_available', z.boolean(), false),
      }),
    ),
    [],
  ),
});

/** RawChannelCategory: the operator's categories hold channels (objects), the platform's their ids. */
export const channelCategorySchema = z
  .looseObject({
    id: anyId,
    name: z.string(),
    slug: orElse('slug', z.string(), ''),
    short: orElse('short', z.string(), ''),
    tags: orElse('tags', z.array(z.string()), []),
    channels: orElse('channels', z.array(z.union([anyId, z.looseObject({ id: anyId })])), []),
  })
  .transform((category) => ({
    ...category,
    channels: category.channels.map((channel) => (typeof channel === 'object' ? channel.id : channel)),
  }));

const NO_AD = { pre_roll: [], middle_roll: [], middle_roll_points: [], post_pause_roll: [], max_advertising: 0 };

/** RawChannelStream: a playable address (hls_mbr preferred, then hls) is what a stream cannot do without. */
export const channelStreamSchema = z
  .looseObject({
    hls: orElse('hls', z.string().min(1), ''),
    hls_mbr: orElse('hls_mbr', z.string().min(1), ''),
    img: orElse('img', z.string(), null),
    stat: orElse('stat', z.looseObject({ id: anyId }), null),
    trackers: orElse('trackers', listOf('trackers', trackerSchema), []),
    // The operator's stream_info is an address (S3), the platform's a description of what plays.
    stream_info: orElse(
      'stream_info',
      z.union([
        z.looseObject({
          channel_id: idOrNull('stream_info.channel_id'),
          program_id: idOrNull('stream_info.program_id'),
          is_live: orElse('stream_info.is_live', z.boolean(), true),
          start: orElse('stream_info.start', z.number(), null),
          blackout: orElse('stream_info.blackout', z.boolean(), false),
          archived_days: orElse('stream_info.archived_days', z.number(), 0),
        }),
        z.string().transform(() => undefined),
      ]),
      undefined,
    ),
    playback_points: orElse('playback_points', z.array(z.looseObject({ type: z.string(), start: z.number() })), []),
    ad: orElse('ad', z.looseObject({}), NO_AD),
  })
  .refine((stream) => Boolean(stream.hls || stream.hls_mbr), { message: 'no hls or hls_mbr address', path: ['hls'] })
  .transform((stream) => ({
    ...stream,
    hls: stream.hls || stream.hls_mbr,
    hls_mbr: stream.hls_mbr || stream.hls,
    stream_info: stream.stream_info ?? { channel_id: null, program_id: null, is_live: true, start: null, blackout: false, archived_days: 0 },
    ad: { ...NO_AD, ...stream.ad },
  }));
