import type { PlatformContext } from '../../core/context';
import type { DataLanguage } from '../../core/localized';
import { PROGRAMME_TEMPLATES, SCHEDULE_KINDS, type ScheduleKind } from './programme-templates';
import { DAY_SEC, dayOf, decodeProgrammeId, gridForDay, type GridSlot } from './schedule-grid';
import { toScheduleItem, type ScheduleItem } from './schedule-item';

export type { ScheduleItem } from './schedule-item';

/** Programmes exist from 7 days back to 3 days ahead of the wall clock (team brief; spec section 4 asks for 72 h / 259200 s). */
export const SCHEDULE_DAYS_BACK = 7;
export const SCHEDULE_DAYS_AHEAD = 3;

/** The channel columns the grid needs; list endpoints pass their rows in to skip a lookup per channel. */
export interface ChannelGridRow {
  id: number;
  genre: string;
  archived_days: number;
}

const asKind = (genre: string): ScheduleKind =>
  (SCHEDULE_KINDS as readonly string[]).includes(genre) ? (genre as ScheduleKind) : 'general';

export function channelRow(ctx: PlatformContext, channelId: number): ChannelGridRow | undefined {
  return ctx.db.prepare(`SELECT id, genre, archived_days FROM channels WHERE id = ?`).get(channelId) as
    ChannelGridRow | undefined;
}

/** The window the wall clock allows, intersected with [fromSec, toSec). */
function clampWindow(ctx: PlatformContext, fromSec: number, toSec: number): [number, number] {
  const nowSec = Math.floor(ctx.now() / 1000);
  return [
    Math.max(fromSec, nowSec - SCHEDULE_DAYS_BACK * DAY_SEC),
    Math.min(toSec, nowSec + SCHEDULE_DAYS_AHEAD * DAY_SEC),
  ];
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

export function scheduleOfChannel(
  ctx: PlatformContext,
  channel: ChannelGridRow,
  fromSec: number,
  toSec: number,
  language: DataLanguage = 'ru',
): ScheduleItem[] {
  const [from, to] = clampWindow(ctx, fromSec, toSec);
  if (from >= to) return [];
  return slotsBetween(channel, from, to).map((slot) => toScheduleItem(ctx, slot, channel.archived_days, language));
}

/** The programme on air at `atSec` (default now) and the one after it; either may be missing at the window's edges. */
export function nowAndNext(
  ctx: PlatformContext,
  channel: ChannelGridRow,
  language: DataLanguage = 'ru',
  atSec = Math.floor(ctx.now() / 1000),
): { current: ScheduleItem | null; next: ScheduleItem | null } {
  const current = scheduleOfChannel(ctx, channel, atSec, atSec + 1, language)[0] ?? null;
  if (!current) return { current: null, next: null };
  const end = current.timestamp + current.duration;
  return { current, next: scheduleOfChannel(ctx, channel, end, end + 1, language)[0] ?? null };
}

function slotById(ctx: PlatformContext, id: number): { channel: ChannelGridRow; slot: GridSlot } | null {
  const decoded = decodeProgrammeId(id);
  if (!decoded) return null;
  const channel = channelRow(ctx, decoded.channelId);
  if (!channel) return null;
  const slot = gridForDay(channel.id, asKind(channel.genre), decoded.day).find((each) => each.id === id);
  if (!slot) return null;
  const [from, to] = clampWindow(ctx, slot.start, slot.start + slot.duration);
  return from < to ? { channel, slot } : null;
}

/** One programme by its id (ids are stable per channel and start), or null when unknown or outside the window. */
export function programmeById(ctx: PlatformContext, id: number, language: DataLanguage = 'ru'): ScheduleItem | null {
  const found = slotById(ctx, id);
  return found ? toScheduleItem(ctx, found.slot, found.channel.archived_days, language) : null;
}

/** Every airing of the same programme (same title) on its channel in [fromSec, toSec); null for an unknown id. */
export function airingsOfProgramme(
  ctx: PlatformContext,
  id: number,
  fromSec: number,
  toSec: number,
  language: DataLanguage = 'ru',
): ScheduleItem[] | null {
  const found = slotById(ctx, id);
  if (!found) return null;
  const [from, to] = clampWindow(ctx, fromSec, toSec);
  if (from >= to) return [];
  return slotsBetween(found.channel, from, to)
    .filter((slot) => slot.template === found.slot.template)
    .map((slot) => toScheduleItem(ctx, slot, found.channel.archived_days, language));
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
