import { blackoutRemainingMs, nextProgrammePosition, scheduleBlackoutEnd } from './programme-end';

describe('moving on at programme end', () => {
  const end = 100_000;

  it('stays while archive playback is inside the programme', () => {
    expect(nextProgrammePosition(end - 1, end, end + 3_600)).toBeNull();
  });

  it('moves to the next programme from its start once the end is reached', () => {
    expect(nextProgrammePosition(end, end, end + 3_600)).toBe(end);
    expect(nextProgrammePosition(end + 4, end, end + 3_600)).toBe(end);
  });

  it('goes live when the next programme started under 30 s ago', () => {
    expect(nextProgrammePosition(end, end, end + 29)).toBe(0);
    expect(nextProgrammePosition(end, end, end + 30)).toBe(end);
  });

  it('keeps a blackout loop for the rest of its programme only', () => {
    expect(blackoutRemainingMs(end - 600, end)).toBe(600_000);
    expect(blackoutRemainingMs(end + 10, end)).toBe(0);
  });
});

describe('the move at the end of a blacked-out programme', () => {
  const T0 = 1_700_000_000_000;
  const ts = Math.floor(T0 / 1000) - 7_200;
  const programmeEndSec = ts + 600;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(T0);
  });
  afterEach(() => jest.useRealTimers());

  it('fires when the loop has stood for the rest of the programme, however late the schedule came', () => {
    const onEnd = jest.fn();
    // The loop started at T0; the schedule (and with it the programme end) arrived 5 s later.
    jest.advanceTimersByTime(5_000);
    scheduleBlackoutEnd({ tsSec: ts, programmeEndSec, startedAtMs: T0, clockOffsetSec: 0, onEnd });
    jest.advanceTimersByTime(594_999);
    expect(onEnd).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(Date.now()).toBe(T0 + 600_000);
    expect(onEnd).toHaveBeenCalledWith(programmeEndSec);
  });

  it('fires at once when the programme time is already over, and goes live for a programme that just began', () => {
    const onEnd = jest.fn();
    const justEnded = Math.floor(T0 / 1000) - 10;
    scheduleBlackoutEnd({ tsSec: justEnded - 60, programmeEndSec: justEnded, startedAtMs: T0 - 60_000, clockOffsetSec: 0, onEnd });
    expect(onEnd).toHaveBeenCalledWith(0);
  });

  it('reads live against the channel clock: 360 s back for a vitrina picture', () => {
    const onEnd = jest.fn();
    // The next programme began 100 s ago by the wall clock: from its start for an ordinary channel, live for a
    // vitrina channel, whose picture has not reached it yet.
    const end = Math.floor(T0 / 1000) - 100;
    scheduleBlackoutEnd({ tsSec: end - 60, programmeEndSec: end, startedAtMs: T0 - 60_000, clockOffsetSec: 0, onEnd });
    scheduleBlackoutEnd({ tsSec: end - 60, programmeEndSec: end, startedAtMs: T0 - 60_000, clockOffsetSec: 360, onEnd });
    expect(onEnd.mock.calls).toEqual([[end], [0]]);
  });

  it('waits again when its timer fires early, and never fires once cancelled', () => {
    const onEnd = jest.fn();
    let now = T0;
    const timers: { at: number; callback: () => void }[] = [];
    const clock = {
      now: () => now,
      setTimeout: (callback: () => void, ms: number) => timers.push({ at: now + ms, callback }),
      clearTimeout: jest.fn(),
    };
    const cancel = scheduleBlackoutEnd({ tsSec: ts, programmeEndSec, startedAtMs: T0, clockOffsetSec: 0, onEnd }, clock);
    expect(timers.at(-1)?.at).toBe(T0 + 600_000);
    now = T0 + 590_000;
    timers.at(-1)?.callback();
    expect(onEnd).not.toHaveBeenCalled();
    expect(timers.at(-1)?.at).toBe(T0 + 600_000);
    cancel();
    expect(clock.clearTimeout).toHaveBeenCalledTimes(1);
  });
});
