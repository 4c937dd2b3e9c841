import type { PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { findPlaybackStat } from './stats';

/** Playback start/update report of live-channels.md section 7, as stored by the metrics sink. */
export interface PlaybackEvent {
  statId: number;
  channelId: number | null;
  contentParentId: number | null;
  contentId: number | null;
  libraryId: number | null;
  startType: string | null;
  position: number | null;
}

const ID_FIELDS = ['channelId', 'contentParentId', 'contentId', 'libraryId'] as const;
const START_TYPE_MAX = 64;

function optionalId(body: Record<string, unknown>, field: string): number | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0)
    throw badRequest(`${field} must be a positive id.`, { [field]: ['Must be a positive id.'] });
  return id;
}

/** The stat must exist: a report against an unknown stat id is a client bug worth surfacing (404). */
export function validatePlaybackEvent(ctx: PlatformContext, body: Record<string, unknown>): PlaybackEvent {
  const statId = optionalId(body, 'statId');
  if (statId === null) throw badRequest('statId is required.', { statId: ['Required.'] });
  if (!findPlaybackStat(ctx, statId)) throw notFound('Unknown playback stat.');
  const ids = Object.fromEntries(ID_FIELDS.map((field) => [field, optionalId(body, field)])) as Record<
    (typeof ID_FIELDS)[number],
    number | null
  >;
  const startType = body.startType;
  if (
    startType !== undefined &&
    startType !== null &&
    (typeof startType !== 'string' || startType.length > START_TYPE_MAX)
  ) {
    throw badRequest('startType must be a short text.', { startType: ['Must be text.'] });
  }
  const rawPosition = body.position;
  const position = rawPosition === undefined || rawPosition === null || rawPosition === '' ? null : Number(rawPosition);
  if (position !== null && (!Number.isFinite(position) || position < 0)) {
    throw badRequest('position must be a non-negative number.', { position: ['Must be 0 or more.'] });
  }
  return { statId, ...ids, startType: (startType as string | undefined) ?? null, position };
}
