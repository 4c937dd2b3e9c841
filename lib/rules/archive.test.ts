import { isArchiveAvailable, isLiveProgramme, isProgrammeClickable, programmeAgeDays, scheduleClick } from './archive';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('isArchiveAvailable', () => {
  const base = { channelPurchased: true, programmeStart: NOW - DAY, archiveDays: 7, nowSec: NOW };

  it('allows a started programme of a purchased channel within the allowed days', () => {
    expect(isArchiveAvailable(base)).toBe(true);
    expect(isArchiveAvailable({ ...base, programmeStart: NOW - 7 * DAY })).toBe(true);
  });

  it('refuses programmes older than the allowed days', () => {
    expect(isArchiveAvailable({ ...base, programmeStart: NOW - 7 * DAY - 1 })).toBe(false);
    expect(isArchiveAvailable({ ...base, archiveDays: 0 })).toBe(false);
  });

  it('refuses a channel that is not purchased unless it is the base check', () => {
    expect(isArchiveAvailable({ ...base, channelPurchased: false })).toBe(false);
    expect(isArchiveAvailable({ ...base, channelPurchased: false, baseCheck: true })).toBe(true);
  });

  it('refuses programmes that have not started', () => {
    expect(isArchiveAvailable({ ...base, programmeStart: NOW + 1 })).toBe(false);
    expect(isArchiveAvailable({ ...base, programmeStart: NOW })).toBe(true);
  });

  it('measures age in days', () => {
    expect(programmeAgeDays(NOW - DAY / 2, NOW)).toBe(0.5);
  });
});

describe('scheduleClick', () => {
  const click = { channelPurchased: true, archiveDays: 3, nowSec: NOW, durationSec: 3_600 };

  it('answers error_schedule_from_future for a programme that has not started', () => {
    expect(scheduleClick({ ...click, startSec: NOW + 60 })).toEqual({
      kind: 'error',
      error: 'error_schedule_from_future',
    });
  });

  it('plays the current programme live even without archive', () => {
    expect(scheduleClick({ ...click, startSec: NOW - 60, channelPurchased: false, isCatchupAvailable: false })).toEqual(
      {
        kind: 'live',
      },
    );
    expect(isLiveProgramme({ startSec: NOW - 3_600, durationSec: 3_600 }, NOW)).toBe(false);
  });

  it('plays a past programme from the archive at its start', () => {
    expect(scheduleClick({ ...click, startSec: NOW - 7_200 })).toEqual({ kind: 'archive', timestamp: NOW - 7_200 });
  });

  it('answers error_schedule_copyright_banned when neither live nor catch-up', () => {
    const banned = { kind: 'error', error: 'error_schedule_copyright_banned' };
    expect(scheduleClick({ ...click, startSec: NOW - 7_200, isCatchupAvailable: false })).toEqual(banned);
    expect(scheduleClick({ ...click, startSec: NOW - 4 * DAY })).toEqual(banned);
    expect(scheduleClick({ ...click, startSec: NOW - 7_200, channelPurchased: false })).toEqual(banned);
    expect(isProgrammeClickable({ ...click, startSec: NOW - 4 * DAY })).toBe(false);
    expect(isProgrammeClickable({ ...click, startSec: NOW - 7_200 })).toBe(true);
  });
});
