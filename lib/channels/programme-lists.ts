/**
 * The channel page's episode list and "other programmes" block (live-channels.md sections 2 and 3). Pure: the
 * caller passes the airings and the clock.
 */

import type { ScheduleItem } from '@/lib/api/types/channels';

/** How many entries each block shows: a glance, not a second schedule. */
export const EPISODE_LIST_LIMIT = 12;
export const OTHER_PROGRAMMES_LIMIT = 8;

export interface EpisodeEntry {
  item: ScheduleItem;
  /** Not aired yet: clicking it warns that the episode is an announcement (section 8). */
  isAnnouncement: boolean;
}

const startedBy = (item: ScheduleItem, nowSec: number) => item.startSec <= nowSec;
const episodeKey = (item: ScheduleItem) => (item.episode ? `${item.episode.season}:${item.episode.series}` : null);

/** 0: can be watched now (live or in the archive), 1: still to come, 2: aired but out of the archive. */
function rank(item: ScheduleItem, nowSec: number): number {
  if (!startedBy(item, nowSec)) return 1;
  return item.isCatchupAvailable || item.startSec + item.durationSec > nowSec ? 0 : 2;
}

/** Of two airings of the same thing, the one to offer: watchable (latest), else next to come, else the latest. */
function better(a: ScheduleItem, b: ScheduleItem, nowSec: number): ScheduleItem {
  const rankA = rank(a, nowSec);
  const rankB = rank(b, nowSec);
  if (rankA !== rankB) return rankA < rankB ? a : b;
  if (rankA === 1) return a.startSec <= b.startSec ? a : b;
  return a.startSec >= b.startSec ? a : b;
}

function pick(items: readonly ScheduleItem[], keyOf: (item: ScheduleItem) => string | null, nowSec: number) {
  const chosen = new Map<string, ScheduleItem>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const current = chosen.get(key);
    chosen.set(key, current ? better(current, item, nowSec) : item);
  }
  return [...chosen.values()];
}

/**
 * One entry per episode of a series from the airings of its programme: the airing you can watch (the latest one
 * already started) when there is one, else the next announced one; by season and episode.
 */
export function episodeEntries(airings: readonly ScheduleItem[], nowSec: number): EpisodeEntry[] {
  return pick(airings, episodeKey, nowSec)
    .sort((a, b) => a.episode!.season - b.episode!.season || a.episode!.series - b.episode!.series)
    .slice(-EPISODE_LIST_LIMIT)
    .map((item) => ({ item, isAnnouncement: !startedBy(item, nowSec) }));
}

/**
 * The channel's other programmes: each title once (not the one shown), at its latest airing that already
 * can be watched, else its next one; the ones you can watch first (latest first), then the upcoming by start.
 */
export function otherProgrammes(
  schedule: readonly ScheduleItem[],
  shown: ScheduleItem | null,
  nowSec: number,
): ScheduleItem[] {
  const titleOf = (item: ScheduleItem) =>
    shown && item.program.title === shown.program.title ? null : item.program.title;
  return pick(schedule, titleOf, nowSec)
    .sort((a, b) => {
      const order = rank(a, nowSec) - rank(b, nowSec);
      if (order !== 0) return order;
      return rank(a, nowSec) === 1 ? a.startSec - b.startSec : b.startSec - a.startSec;
    })
    .slice(0, OTHER_PROGRAMMES_LIMIT);
}
