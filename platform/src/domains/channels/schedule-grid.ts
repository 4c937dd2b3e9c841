import { PROGRAMME_TEMPLATES, type ProgrammeTemplate, type ScheduleKind } from './programme-templates';

/**
 * The programme grid is a pure function of (channel, local day): the same channel and day always give
 * the same programmes with the same ids, whatever the database or the clock, so favorites of
 * programmes and catch-up links keep pointing at the same airing.
 */

/** Schedule days start at midnight in the demo provider's zone, Asia/Almaty (UTC+5). */
export const SCHEDULE_UTC_OFFSET_SEC = 5 * 3600;
export const DAY_SEC = 86_400;
/** Programme ids pack (channel, day, slot); a day never holds more than this many slots (15-minute minimum). */
const SLOTS_PER_DAY = 100;
const DAYS_RANGE = 100_000;

export interface GridSlot {
  readonly id: number;
  readonly channelId: number;
  readonly day: number;
  readonly slot: number;
  readonly start: number;
  readonly duration: number;
  readonly template: ProgrammeTemplate;
}

export const dayOf = (sec: number) => Math.floor((sec + SCHEDULE_UTC_OFFSET_SEC) / DAY_SEC);
export const dayStart = (day: number) => day * DAY_SEC - SCHEDULE_UTC_OFFSET_SEC;

export function programmeId(channelId: number, day: number, slot: number): number {
  return (channelId * DAYS_RANGE + (day % DAYS_RANGE)) * SLOTS_PER_DAY + slot;
}

export function decodeProgrammeId(id: number): { channelId: number; day: number; slot: number } | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const slot = id % SLOTS_PER_DAY;
  const rest = Math.floor(id / SLOTS_PER_DAY);
  return { channelId: Math.floor(rest / DAYS_RANGE), day: rest % DAYS_RANGE, slot };
}

/** mulberry32: a tiny seeded generator, so seeds and grids are deterministic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const daySeed = (channelId: number, day: number) => Math.imul(channelId, 2654435761) ^ Math.imul(day, 40503);

/** Days are pure functions of their key, so built ones are kept; the bound keeps a long-running server small. */
const MAX_CACHED_DAYS = 20_000;
const dayCache = new Map<string, readonly GridSlot[]>();

export function gridForDay(channelId: number, kind: ScheduleKind, day: number): readonly GridSlot[] {
  const key = `${channelId}:${kind}:${day}`;
  const cached = dayCache.get(key);
  if (cached) return cached;
  if (dayCache.size >= MAX_CACHED_DAYS) dayCache.clear();
  const slots = buildDay(channelId, kind, day);
  dayCache.set(key, slots);
  return slots;
}

function buildDay(channelId: number, kind: ScheduleKind, day: number): readonly GridSlot[] {
  const templates = PROGRAMME_TEMPLATES[kind];
  const random = seededRandom(daySeed(channelId, day));
  const start = dayStart(day);
  const end = start + DAY_SEC;
  const slots: GridSlot[] = [];
  let cursor = start;
  let previous = -1;
  while (cursor < end) {
    let index = Math.floor(random() * templates.length);
    if (index === previous) index = (index + 1) % templates.length;
    previous = index;
    const template = templates[index];
    const duration = Math.min(template.minutes * 60, end - cursor);
    slots.push({
      id: programmeId(channelId, day, slots.length),
      channelId,
      day,
      slot: slots.length,
      start: cursor,
      duration,
      template,
    });
    cursor += duration;
  }
  return slots;
}
