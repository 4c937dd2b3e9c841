/**
 * Geometry of the EPG grid (issue 6, beyond the spec): channels as rows, time as the horizontal axis. Only the
 * rows and the hours in view are rendered and loaded, so a line-up of 1000 channels stays light. Pure functions,
 * times in unix seconds, sizes in px.
 */

import { SCHEDULE_SECONDS_AHEAD } from '@/lib/rules/schedule-window';

const HOUR_SEC = 3_600;

/** How far back the grid reaches: one day of catch-up is what people browse a guide for. */
export const EPG_HOURS_BACK = 24;
/** The grid reaches as far ahead as the schedule does (live-channels.md section 4: 259200 s). */
export const EPG_SECONDS_AHEAD = SCHEDULE_SECONDS_AHEAD;
/** Horizontal scale: half an hour is wide enough for a readable title. */
export const EPG_PX_PER_HOUR = 300;
export const EPG_ROW_HEIGHT = 60;
export const EPG_HEADER_HEIGHT = 36;
export const EPG_CHANNEL_COLUMN = 180;
/** On narrow screens (932 px or less) the channel cell shows the logo only, leaving the width to the programmes. */
export const EPG_NARROW_CHANNEL_COLUMN = 60;
/** Rows rendered beyond the viewport on each side. */
export const EPG_OVERSCAN_ROWS = 4;
/** Time rendered beyond the viewport on each side, so horizontal scrolling shows no gaps. */
export const EPG_OVERSCAN_SEC = HOUR_SEC;
/** Loading unit: this many channels... */
export const EPG_PAGE_ROWS = 20;
/** ...over this much time per request (the platform answers at most 24 h and 100 channels). */
export const EPG_BLOCK_SEC = 6 * HOUR_SEC;
/** Where the grid opens: a little before now, so the programme on air is not at the very edge. */
export const EPG_OPEN_BEFORE_NOW_SEC = HOUR_SEC / 2;

export interface EpgTimeline {
  /** Width of the sticky channel column before the timeline starts, px. */
  columnPx: number;
  /** Left edge of the timeline (a whole hour). */
  originSec: number;
  endSec: number;
  widthPx: number;
}

export function epgTimeline(nowSec: number, columnPx: number = EPG_CHANNEL_COLUMN): EpgTimeline {
  const originSec = Math.floor((nowSec - EPG_HOURS_BACK * HOUR_SEC) / HOUR_SEC) * HOUR_SEC;
  const endSec = nowSec + EPG_SECONDS_AHEAD;
  return { columnPx, originSec, endSec, widthPx: secToPx(endSec - originSec) };
}

export const secToPx = (seconds: number): number => (seconds * EPG_PX_PER_HOUR) / HOUR_SEC;
export const pxToSec = (px: number): number => (px * HOUR_SEC) / EPG_PX_PER_HOUR;

/** Horizontal position of a moment on the timeline (0 at the origin, before the channel column is added). */
export const timeToX = (timeline: EpgTimeline, sec: number): number => secToPx(sec - timeline.originSec);

/** The time span shown in a viewport scrolled by `scrollLeft`, plus the overscan, clamped to the timeline. */
export function visibleTimeWindow(
  timeline: EpgTimeline,
  scrollLeft: number,
  viewportWidth: number,
): { startSec: number; endSec: number } {
  const timelineWidth = Math.max(0, viewportWidth - timeline.columnPx);
  const startSec = timeline.originSec + pxToSec(Math.max(0, scrollLeft)) - EPG_OVERSCAN_SEC;
  const endSec = startSec + pxToSec(timelineWidth) + 2 * EPG_OVERSCAN_SEC;
  return { startSec: Math.max(timeline.originSec, startSec), endSec: Math.min(timeline.endSec, endSec) };
}

/** The scrollLeft that opens the grid just before now. */
export function initialScrollLeft(timeline: EpgTimeline, nowSec: number): number {
  return Math.max(0, timeToX(timeline, nowSec - EPG_OPEN_BEFORE_NOW_SEC));
}

export interface Span {
  startSec: number;
  durationSec: number;
}

/** Items overlapping [startSec, endSec) of a row sorted by start (binary search: rows hold days of programmes). */
export function itemsInWindow<T extends Span>(items: readonly T[], startSec: number, endSec: number): T[] {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (items[middle].startSec + items[middle].durationSec <= startSec) low = middle + 1;
    else high = middle;
  }
  const result: T[] = [];
  for (let index = low; index < items.length && items[index].startSec < endSec; index += 1) result.push(items[index]);
  return result;
}

/** Hour marks of the ruler inside a window. */
export function hourMarks(startSec: number, endSec: number): number[] {
  const marks: number[] = [];
  for (let sec = Math.ceil(startSec / HOUR_SEC) * HOUR_SEC; sec < endSec; sec += HOUR_SEC) marks.push(sec);
  return marks;
}

export interface EpgRequest {
  /** First row of the page (a multiple of EPG_PAGE_ROWS). */
  page: number;
  blockStartSec: number;
  blockEndSec: number;
}

/** The (page of rows, block of time) requests that cover rows [rowStart, rowEnd) over [startSec, endSec). */
export function epgRequests(
  timeline: EpgTimeline,
  rowStart: number,
  rowEnd: number,
  startSec: number,
  endSec: number,
): EpgRequest[] {
  if (rowEnd <= rowStart || endSec <= startSec) return [];
  const requests: EpgRequest[] = [];
  const firstBlock = Math.floor((startSec - timeline.originSec) / EPG_BLOCK_SEC);
  const lastBlock = Math.floor((endSec - 1 - timeline.originSec) / EPG_BLOCK_SEC);
  for (let page = Math.floor(rowStart / EPG_PAGE_ROWS) * EPG_PAGE_ROWS; page < rowEnd; page += EPG_PAGE_ROWS) {
    for (let block = firstBlock; block <= lastBlock; block += 1) {
      const blockStartSec = timeline.originSec + block * EPG_BLOCK_SEC;
      requests.push({ page, blockStartSec, blockEndSec: Math.min(blockStartSec + EPG_BLOCK_SEC, timeline.endSec) });
    }
  }
  return requests;
}

/** The scroll position that shows a span [from, to) of a scroll axis inside a viewport (unchanged when it does). */
export function scrollToReveal(from: number, to: number, scroll: number, viewport: number): number {
  if (from < scroll) return from;
  if (to > scroll + viewport) return Math.min(from, to - viewport);
  return scroll;
}

/** The rendered window moves in steps: 4 rows and half an hour, so most scroll frames re-render nothing. */
export const EPG_ROW_STEP = 4;
export const EPG_TIME_STEP_SEC = HOUR_SEC / 2;

export interface EpgWindow {
  rowStart: number;
  rowEnd: number;
  startSec: number;
  endSec: number;
}

/** The rendered rows and hours for a scroll position, widened to whole steps (always covering the viewport). */
export function epgWindow(
  timeline: EpgTimeline,
  scroll: { top: number; left: number; width: number; height: number },
  rowCount: number,
): EpgWindow {
  const viewportRows = Math.max(0, scroll.height - EPG_HEADER_HEIGHT);
  const firstRow = Math.floor(Math.max(0, scroll.top) / EPG_ROW_HEIGHT) - EPG_OVERSCAN_ROWS;
  const lastRow = Math.ceil((Math.max(0, scroll.top) + viewportRows) / EPG_ROW_HEIGHT) + EPG_OVERSCAN_ROWS;
  const time = visibleTimeWindow(timeline, scroll.left, scroll.width);
  const snap = (sec: number, round: (value: number) => number) =>
    timeline.originSec + round((sec - timeline.originSec) / EPG_TIME_STEP_SEC) * EPG_TIME_STEP_SEC;
  return {
    rowStart: Math.max(0, Math.floor(firstRow / EPG_ROW_STEP) * EPG_ROW_STEP),
    rowEnd: Math.min(rowCount, Math.ceil(lastRow / EPG_ROW_STEP) * EPG_ROW_STEP),
    startSec: Math.max(timeline.originSec, snap(time.startSec, Math.floor)),
    endSec: Math.min(timeline.endSec, snap(time.endSec, Math.ceil)),
  };
}

export const sameEpgWindow = (a: EpgWindow, b: EpgWindow): boolean =>
  a.rowStart === b.rowStart && a.rowEnd === b.rowEnd && a.startSec === b.startSec && a.endSec === b.endSec;
