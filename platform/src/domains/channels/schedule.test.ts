import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import {
  airingsOfContent,
  airingsOfProgramme,
  nowAndNext,
  programmeById,
  SCHEDULE_DAYS_AHEAD,
  SCHEDULE_DAYS_BACK,
} from './schedule';
import { scheduleFor } from './test-fixtures';

const HOUR = 3600;
const DAY = 86_400;
const NOW_MS = Date.UTC(2026, 10, 21, 12, 0, 0);

function platformAt(nowMs: number) {
  let clock = nowMs;
  const platform = createPlatform({ config: testPlatformConfig(), now: () => clock, log: () => {} });
  return { ...platform, setNow: (ms: number) => (clock = ms) };
}

describe('channel schedule grid', () => {
  const platform = platformAt(NOW_MS);
  const { ctx } = platform;
  const nowSec = NOW_MS / 1000;
  afterAll(() => platform.close());

  it('covers 7 days back to 3 days ahead without gaps or overlaps', () => {
    const items = scheduleFor(ctx, 14, nowSec - 30 * DAY, nowSec + 30 * DAY);
    expect(items[0].timestamp).toBeLessThanOrEqual(nowSec - SCHEDULE_DAYS_BACK * DAY);
    const last = items[items.length - 1];
    expect(last.timestamp + last.duration).toBeGreaterThanOrEqual(nowSec + SCHEDULE_DAYS_AHEAD * DAY);
    expect(last.timestamp).toBeLessThan(nowSec + SCHEDULE_DAYS_AHEAD * DAY);
    for (let index = 1; index < items.length; index += 1) {
      expect(items[index].timestamp).toBe(items[index - 1].timestamp + items[index - 1].duration);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('marks exactly one programme current and keeps ids stable across calls', () => {
    const day = scheduleFor(ctx, 1, nowSec - 6 * HOUR, nowSec + 6 * HOUR);
    expect(day.filter((item) => item.current)).toHaveLength(1);
    const again = scheduleFor(ctx, 1, nowSec - 2 * HOUR, nowSec + 2 * HOUR);
    for (const item of again) expect(day.find((each) => each.id === item.id)?.timestamp).toBe(item.timestamp);
  });

  it('finds a programme by id with the full item shape, localized', () => {
    const [item] = scheduleFor(ctx, 22, nowSec, nowSec + 1, 'en');
    const found = programmeById(ctx, item.id, 'en');
    expect(found).toEqual(item);
    expect(found?.channel_id).toBe(22);
    expect(found?.program.category.name).toMatch(/Film|Programme|Series|Broadcast/);
    expect(found?.image_src).toBe(
      `http://platform.test/art/cover/programme-${found?.program.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}.svg?t=${encodeURIComponent(found?.program.title ?? '')}`,
    );
    expect(programmeById(ctx, 123, 'en')).toBeNull();
  });

  it('derives catch-up from start, archive depth and copyright', () => {
    const past = scheduleFor(ctx, 14, nowSec - 2 * DAY, nowSec - HOUR);
    const banned = past.filter((item) => !item.is_catchup_available);
    expect(banned.length).toBeGreaterThan(0);
    expect(past.some((item) => item.is_catchup_available)).toBe(true);
    const future = scheduleFor(ctx, 14, nowSec + HOUR, nowSec + DAY);
    expect(future.every((item) => !item.is_catchup_available && !item.current)).toBe(true);
    const noArchive = scheduleFor(ctx, 13, nowSec - DAY, nowSec);
    expect(noArchive.every((item) => !item.is_catchup_available)).toBe(true);
    const threeDays = scheduleFor(ctx, 8, nowSec - 5 * DAY, nowSec - 4 * DAY);
    expect(threeDays.every((item) => !item.is_catchup_available)).toBe(true);
  });

  it('numbers series episodes and marks category 2 for series', () => {
    const items = scheduleFor(ctx, 29, nowSec - 2 * DAY, nowSec);
    const episode = items.find((item) => item.episode);
    expect(episode?.program.category.id).toBe(2);
    expect(episode?.episode?.season).toBeGreaterThanOrEqual(1);
    expect(episode?.parent_id).toBe(episode?.content_id);
  });

  it('lists airings of a content across channels and of a programme on its channel', () => {
    const airings = airingsOfContent(ctx, 48, nowSec - DAY, nowSec + DAY);
    expect(airings.length).toBeGreaterThan(0);
    expect(airings.every((item) => item.content_id === 48)).toBe(true);
    expect(airingsOfContent(ctx, 99_999, nowSec - DAY, nowSec + DAY)).toEqual([]);
    const [first] = scheduleFor(ctx, 9, nowSec, nowSec + 1);
    const same = airingsOfProgramme(ctx, first.id, nowSec - 3 * DAY, nowSec + 3 * DAY) ?? [];
    expect(same.length).toBeGreaterThan(1);
    expect(same.every((item) => item.program.title === first.program.title && item.channel_id === 9)).toBe(true);
  });

  it('follows the injected clock', () => {
    const { current } = nowAndNext(ctx, { id: 1, genre: 'general', archived_days: 7 });
    platform.setNow(NOW_MS + 2 * DAY * 1000);
    const later = nowAndNext(ctx, { id: 1, genre: 'general', archived_days: 7 });
    expect(later.current?.id).not.toBe(current?.id);
    expect(later.next?.timestamp).toBe((later.current?.timestamp ?? 0) + (later.current?.duration ?? 0));
    platform.setNow(NOW_MS);
  });
});
