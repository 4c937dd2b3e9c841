import type { PlatformContext } from '../../core/context';
import type { DataLanguage } from '../../core/localized';
import { PROGRAMME_TEMPLATES, SCHEDULE_KINDS, type ScheduleKind } from './programme-templates';
import { DAY_SEC, dayOf, decodeProgrammeId, gridForDay, type GridSlot } from './schedule-grid';
import { toScheduleItem, type ScheduleItem } from './schedule-item';

export type { ScheduleItem } from './schedule-item';

/** Programmes exist from 7 days back to 3 days ahead of the wall clock (team brief; spec section 4 asks for 72 h / 259200 s). */
export const SCHEDULE_DAYS_BACK = 7;
export const SCHEDULE_DAYS_AHEAD = 3;

interface ChannelGridRow {
  id: number;
  genre: string;
  archived_days: number;
}

const asKind = (genre: string): ScheduleKind =>
  (SCHEDULE_KINDS as readonly string[]).includes(genre) ? (genre as ScheduleKind) : 'general';

function channelRow(ctx: PlatformContext, channelId: number): ChannelGridRow | undefined {
  return ctx.db.prepare(`SELECT id, genre, archived_days FROM channels WHERE id = ?`).get(channelId) as
    | ChannelGridRow
    | undefined;
}

/** The window the wall clock allows, intersected with [fromSec, toSec). */
function clampWindow(ctx: PlatformContext, fromSec: number, toSec: number): [number, number] {
  const nowSec = Math.floor(ctx.now() / 1000);
  return [Math.max(fromSec, nowSec - SCHEDULE_DAYS_BACK * DAY_SEC), Math.min(toSec, nowSec + SCHEDULE_DAYS_AHEAD * DAY_SEC)];
}

function slotsBetween(channel: ChannelGridRow, fromSec: number, toSec: number): GridSlot[] {
  const slots: GridSlot[] = [];
  for (let day = dayOf(fromSec); day <= dayOf(toSec - 1); day += 1) {
    for (const slot of gridForDay(channel.id, asKind(channel.genre), day)) {
      if (slot.start + slot.duration > fromSec && slot.start < toSec) slots.push(slot);
    }
  }
  return slots;
}

/** Programmes of one channel overlapping [fromSec, toSec) (unix seconds), oldest first; [] for an unknown channel. */
export function scheduleFor(
  ctx: PlatformContext,
  channelId: number,
  fromSec: number,
  toSec: number,
  language: DataLanguage = 'ru',
): ScheduleItem[] {
  const channel = channelRow(ctx, channelId);
  if (!channel) return [];
  const [from, to] = clampWindow(ctx, fromSec, toSec);
  if (from >= to) return [];
  return slotsBetween(channel, from, to).map((slot) => toScheduleItem(ctx, slot, channel.archived_days, language));
}

/** The programme on air now on a channel, or null outside the schedule. */
export function currentProgramme(ctx: PlatformContext, channelId: number, language: DataLanguage = 'ru') {
  const nowSec = Math.floor(ctx.now() / 1000);
  return scheduleFor(ctx, channelId, nowSec, nowSec + 1, language)[0] ?? null;
}

/** One programme by its id (ids are stable per channel and start), or null when unknown or outside the window. */
export function programmeById(ctx: PlatformContext, id: number, language: DataLanguage = 'ru'): ScheduleItem | null {
  const decoded = decodeProgrammeId(id);
  if (!decoded) return null;
  const channel = channelRow(ctx, decoded.channelId);
  if (!channel) return null;
  const slot = gridForDay(channel.id, asKind(channel.genre), decoded.day).find((each) => each.id === id);
  if (!slot) return null;
  const [from, to] = clampWindow(ctx, slot.start, slot.start + slot.duration);
  if (from >= to) return null;
  return toScheduleItem(ctx, slot, channel.archived_days, language);
}

/** Kinds whose programmes link to catalogue contents; other channels are skipped when looking for airings. */
const LINKED_KINDS = SCHEDULE_KINDS.filter((kind) => PROGRAMME_TEMPLATES[kind].some((each) => each.contentId));

/** Every airing of a catalogue content (by content_id, or parent_id for episodes) on any channel, by start time. */
export function airingsOfContent(
  ctx: PlatformContext,
  contentId: number,
  fromSec: number,
  toSec: number,
  language: DataLanguage = 'ru',
): ScheduleItem[] {
  const kinds = LINKED_KINDS.filter((kind) => PROGRAMME_TEMPLATES[kind].some((each) => each.contentId === contentId));
  if (kinds.length === 0) return [];
  const [from, to] = clampWindow(ctx, fromSec, toSec);
  if (from >= to) return [];
  const channels = ctx.db
    .prepare(`SELECT id, genre, archived_days FROM channels WHERE genre IN (${kinds.map(() => '?').join(',')})`)
    .all(...kinds) as ChannelGridRow[];
  return channels
    .flatMap((channel) =>
      slotsBetween(channel, from, to)
        .filter((slot) => slot.template.contentId === contentId)
        .map((slot) => toScheduleItem(ctx, slot, channel.archived_days, language)),
    )
    .sort((a, b) => a.timestamp - b.timestamp || a.channel_id - b.channel_id);
}
