import {
  EPG_BLOCK_SEC,
  EPG_CHANNEL_COLUMN,
  EPG_OVERSCAN_SEC,
  EPG_PAGE_ROWS,
  EPG_PX_PER_HOUR,
  epgWindow,
  sameEpgWindow,
  epgRequests,
  epgTimeline,
  hourMarks,
  initialScrollLeft,
  itemsInWindow,
  scrollToReveal,
  timeToX,
  visibleTimeWindow,
} from './epg-layout';

const HOUR = 3600;
const now = Date.UTC(2026, 10, 21, 12, 20) / 1000;

describe('EPG timeline', () => {
  const timeline = epgTimeline(now);

  it('starts a day back on a whole hour and ends 259200 s ahead', () => {
    expect(timeline.originSec).toBe(Date.UTC(2026, 10, 20, 12) / 1000);
    expect(timeline.endSec).toBe(now + 259_200);
    expect(timeline.widthPx).toBe(((timeline.endSec - timeline.originSec) / HOUR) * EPG_PX_PER_HOUR);
  });

  it('opens half an hour before now and shows only the hours in view plus the overscan', () => {
    const left = initialScrollLeft(timeline, now);
    expect(timeToX(timeline, now) - left).toBe(EPG_PX_PER_HOUR / 2);
    const view = visibleTimeWindow(timeline, left, EPG_CHANNEL_COLUMN + 3 * EPG_PX_PER_HOUR);
    expect(view.startSec).toBe(now - HOUR / 2 - EPG_OVERSCAN_SEC);
    expect(view.endSec).toBe(now - HOUR / 2 + 3 * HOUR + EPG_OVERSCAN_SEC);
    expect(visibleTimeWindow(timeline, 0, 1000).startSec).toBe(timeline.originSec);
  });

  it('marks the whole hours inside a window', () => {
    expect(hourMarks(now, now + 2 * HOUR)).toEqual([now + 40 * 60, now + 100 * 60]);
  });
});

describe('itemsInWindow', () => {
  const items = Array.from({ length: 48 }, (_, index) => ({ id: index, startSec: index * 1800, durationSec: 1800 }));

  it('keeps only the programmes overlapping the window, including ones that started before it', () => {
    expect(itemsInWindow(items, 4000, 7200).map((item) => item.id)).toEqual([2, 3]);
    expect(itemsInWindow(items, 3600, 3601).map((item) => item.id)).toEqual([2]);
    expect(itemsInWindow(items, 100_000, 200_000)).toEqual([]);
    expect(itemsInWindow([], 0, 10)).toEqual([]);
  });
});

describe('epgRequests', () => {
  const timeline = epgTimeline(now);

  it('asks aligned pages of rows over aligned blocks of time, never the whole line-up', () => {
    const requests = epgRequests(
      timeline,
      15,
      30,
      timeline.originSec + EPG_BLOCK_SEC - 10,
      timeline.originSec + EPG_BLOCK_SEC + 10,
    );
    expect(requests.map((request) => request.page)).toEqual([0, 0, EPG_PAGE_ROWS, EPG_PAGE_ROWS]);
    expect(requests[0].blockStartSec).toBe(timeline.originSec);
    expect(requests[1].blockStartSec).toBe(timeline.originSec + EPG_BLOCK_SEC);
    expect(requests.every((request) => request.blockEndSec - request.blockStartSec <= EPG_BLOCK_SEC)).toBe(true);
    expect(epgRequests(timeline, 5, 5, 0, 10)).toEqual([]);
  });

  it('does not ask past the end of the timeline', () => {
    const [last] = epgRequests(timeline, 0, 1, timeline.endSec - 10, timeline.endSec);
    expect(last.blockEndSec).toBe(timeline.endSec);
  });
});

describe('scrollToReveal', () => {
  it('scrolls just enough to show a span, and not at all when it is in view', () => {
    expect(scrollToReveal(100, 160, 0, 500)).toBe(0);
    expect(scrollToReveal(600, 660, 0, 500)).toBe(160);
    expect(scrollToReveal(50, 110, 200, 500)).toBe(50);
    expect(scrollToReveal(100, 900, 0, 500)).toBe(100);
  });
});

describe('epgWindow', () => {
  const timeline = epgTimeline(now);
  const size = { width: EPG_CHANNEL_COLUMN + 4 * EPG_PX_PER_HOUR, height: 36 + 10 * 60 };

  it('covers the viewport plus overscan in whole steps, so small scrolls keep the same window', () => {
    const at = (top: number, left: number) => epgWindow(timeline, { top, left, ...size }, 1000);
    const first = at(600, 3000);
    expect(first.rowStart).toBeLessThanOrEqual(10 - 4);
    expect(first.rowEnd).toBeGreaterThanOrEqual(20 + 4);
    expect(first.rowStart % 4).toBe(0);
    expect(first.startSec).toBeLessThanOrEqual(timeline.originSec + 10 * HOUR - EPG_OVERSCAN_SEC);
    expect(first.endSec).toBeGreaterThanOrEqual(timeline.originSec + 14 * HOUR + EPG_OVERSCAN_SEC);
    expect((first.startSec - timeline.originSec) % 1800).toBe(0);
    expect(sameEpgWindow(at(620, 3010), at(630, 3020))).toBe(true);
    expect(sameEpgWindow(first, at(600 + 4 * 60, 3000))).toBe(false);
    expect(sameEpgWindow(first, at(600, 3000 + 150))).toBe(false);
  });

  it('stays inside the line-up and the timeline', () => {
    const window = epgWindow(timeline, { top: 0, left: 0, ...size }, 6);
    expect(window.rowStart).toBe(0);
    expect(window.rowEnd).toBe(6);
    expect(window.startSec).toBe(timeline.originSec);
  });
});
