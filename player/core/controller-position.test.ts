import { createTestPlayer } from './testing/test-player';

const NOW_MS = 1_700_000_000_000;
const NOW = NOW_MS / 1000;

describe('PlayerController skip accumulation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('accumulates 10 s per tap and applies 0.5 s after the last tap', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'vod' });
    player.media.duration = 1000;
    player.media.currentTime = 100;

    expect(player.controller.skip(1)).toBe(true);
    jest.advanceTimersByTime(400);
    player.controller.skip(1);
    jest.advanceTimersByTime(400);
    player.controller.skip(1);
    expect(player.controller.getState().pendingSkip).toBe(30);
    expect(player.media.currentTime).toBe(100);

    jest.advanceTimersByTime(499);
    expect(player.media.currentTime).toBe(100);
    jest.advanceTimersByTime(1);
    expect(player.media.currentTime).toBe(130);
    expect(player.controller.getState().pendingSkip).toBe(0);
  });

  it('mixes directions and never leaves the title', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'vod' });
    player.media.duration = 100;
    player.media.currentTime = 15;
    player.controller.skip(-1);
    player.controller.skip(-1);
    player.controller.skip(1);
    jest.advanceTimersByTime(500);
    expect(player.media.currentTime).toBe(5);

    jest.advanceTimersByTime(1000);
    player.controller.skip(-1);
    jest.advanceTimersByTime(500);
    expect(player.media.currentTime).toBe(0);

    jest.advanceTimersByTime(1000);
    player.media.currentTime = 95;
    player.controller.skip(1);
    jest.advanceTimersByTime(500);
    expect(player.media.currentTime).toBe(100);
  });

  it('is busy for 300 ms divided by the skip count after applying', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'vod' });
    player.media.duration = 1000;
    player.media.currentTime = 500;
    player.controller.skip(1);
    player.controller.skip(1);
    player.controller.skip(1);
    jest.advanceTimersByTime(500);
    expect(player.controller.skip(1)).toBe(false);
    jest.advanceTimersByTime(99);
    expect(player.controller.skip(1)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(player.controller.skip(1)).toBe(true);

    jest.advanceTimersByTime(500);
    expect(player.controller.skip(1)).toBe(false);
    jest.advanceTimersByTime(299);
    expect(player.controller.skip(1)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(player.controller.skip(1)).toBe(true);
  });

  it('is ignored on live streams', async () => {
    const player = createTestPlayer({ nowMs: NOW_MS });
    await player.load({ mode: 'live' });
    expect(player.controller.skip(-1)).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(player.positions).toEqual([]);
  });

  it('never skips an archive into the future', async () => {
    const player = createTestPlayer({ nowMs: NOW_MS });
    const streamStart = NOW - 3600;
    await player.load({ mode: 'archive', live: { streamStart } });
    player.media.duration = 3595;
    player.media.currentTime = 3590;
    player.controller.skip(1);
    player.controller.skip(1);
    jest.advanceTimersByTime(500);
    expect(player.media.currentTime).toBe(3590);
    expect(player.positions).toEqual([0]);
  });

  it('seeks inside the loaded archive stream and requests a new timestamp outside it', async () => {
    const player = createTestPlayer({ nowMs: NOW_MS });
    const streamStart = NOW - 3600;
    await player.load({ mode: 'archive', live: { streamStart, schedule: { start: NOW - 86400, end: NOW + 3600 } } });
    player.media.duration = 1800;
    player.media.currentTime = 600;
    player.controller.skip(-1);
    jest.advanceTimersByTime(500);
    expect(player.media.currentTime).toBe(590);

    jest.advanceTimersByTime(1000);
    player.media.currentTime = 5;
    player.controller.skip(-1);
    jest.advanceTimersByTime(500);
    expect(player.media.currentTime).toBe(5);
    expect(player.positions).toEqual([Math.floor(streamStart - 5)]);
  });

  it('keeps archive skips inside the schedule', async () => {
    const player = createTestPlayer({ nowMs: NOW_MS });
    const streamStart = NOW - 3600;
    await player.load({ mode: 'archive', live: { streamStart, schedule: { start: streamStart, end: NOW } } });
    player.media.duration = 1800;
    player.media.currentTime = 5;
    player.controller.skip(-1);
    jest.advanceTimersByTime(500);
    expect(player.media.currentTime).toBe(0);
    expect(player.positions).toEqual([]);
  });

  it('drops pending skips when a new source loads', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'vod' });
    player.media.duration = 1000;
    player.media.currentTime = 100;
    player.controller.skip(1);
    await player.load({ mode: 'vod' });
    jest.advanceTimersByTime(1000);
    expect(player.media.currentTime).toBe(100);
  });
});

describe('PlayerController live rewind', () => {
  const programme = { start: NOW - 1800, duration: 3600 };

  it('clamps the scrub to the programme minus 5 s, rounds down to 10 s, and never passes now', async () => {
    const player = createTestPlayer({ nowMs: NOW_MS });
    await player.load({ mode: 'live', live: { programme } });
    expect(player.controller.scrub(127)).toBe(programme.start + 120);
    expect(player.controller.scrub(-50)).toBe(programme.start);
    expect(player.controller.scrub(1799)).toBe(0);

    const ended = { start: NOW - 7200, duration: 3600 };
    await player.load({ mode: 'archive', live: { programme: ended } });
    expect(player.controller.scrub(3599)).toBe(ended.start + 3590);
    expect(player.positions).toEqual([programme.start + 120, programme.start, 0, ended.start + 3590]);
  });

  it('treats targets under 30 s from now as live and sends older ones as timestamps', async () => {
    const player = createTestPlayer({ nowMs: NOW_MS });
    await player.load({ mode: 'live', live: { programme } });
    // 1789 rounds down to 1780, which is 20 s before now: live.
    expect(player.controller.scrub(1789)).toBe(0);
    // 1779 rounds down to 1770, exactly 30 s before now: sent as a timestamp.
    expect(player.controller.scrub(1779)).toBe(programme.start + 1770);
    player.controller.goLive();
    expect(player.positions).toEqual([0, programme.start + 1770, 0]);
  });

  it('cannot scrub a programme the archive rules refuse, and can once the page allows it', async () => {
    const player = createTestPlayer({ nowMs: NOW_MS });
    const banned = { start: NOW - 7200, duration: 3600, scrubbable: false };
    await player.load({ mode: 'archive', live: { programme: banned } });
    expect(player.controller.scrub(600)).toBeNull();
    player.controller.updateLive({ programme: { ...banned, scrubbable: true } });
    expect(player.controller.scrub(600)).toBe(banned.start + 600);
    expect(player.positions).toEqual([banned.start + 600]);
  });

  it('cannot scrub without a programme', async () => {
    const player = createTestPlayer({ nowMs: NOW_MS });
    await player.load({ mode: 'live' });
    expect(player.controller.scrub(100)).toBeNull();
    expect(() => player.controller.scrub(Number.NaN)).toThrow(RangeError);
  });
});
