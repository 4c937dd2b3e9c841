import type { ScheduleItem } from '@/lib/api/types/channels';
import { loadSchedule, TODAY_REACH_SEC, type ScheduleState } from './schedule-loader';

const NOW = 1_000_000;
const entry = (id: number, startSec: number, date: string) =>
  ({ id, startSec, durationSec: 100, date }) as ScheduleItem;
const yesterday = entry(1, NOW - 50_000, '2026-11-20');
const onAir = entry(2, NOW - 50, '2026-11-21');
const tonight = entry(3, NOW + 5_000, '2026-11-21');
const week = [entry(0, NOW - 500_000, '2026-11-15'), yesterday, onAir, tonight, entry(4, NOW + 200_000, '2026-11-23')];

/** A promise the test settles: the picture starting to play. */
function picture() {
  let play = () => {};
  const plays = new Promise<void>((resolve) => (play = resolve));
  return { plays: () => plays, play };
}

describe('loadSchedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function flush() {
    for (let step = 0; step < 5; step += 1) await Promise.resolve();
  }

  it('asks today first and shows only its programmes, then the whole window once the picture plays', async () => {
    const load = jest.fn().mockResolvedValueOnce([yesterday, onAir, tonight]).mockResolvedValueOnce(week);
    const states: ScheduleState[] = [];
    const { plays, play } = picture();
    loadSchedule(
      { id: 102, archivedDays: 7 },
      { load, log: () => {} },
      (state) => states.push(state),
      () => NOW,
      plays,
    );
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(102, { startSec: NOW - TODAY_REACH_SEC, endSec: NOW + TODAY_REACH_SEC });
    expect(states.at(-1)).toEqual({ status: 'ready', items: [onAir, tonight] });

    play();
    await flush();
    // The spec's window: max(72 h, archive days) back and 259200 s ahead.
    expect(load).toHaveBeenLastCalledWith(102, { startSec: NOW - 7 * 86_400, endSec: NOW + 259_200 });
    expect(states.at(-1)).toEqual({ status: 'ready', items: week });
  });

  it('shows a known schedule at once and refreshes it only once the picture plays', async () => {
    const load = jest.fn().mockResolvedValue(week);
    loadSchedule(
      { id: 104, archivedDays: 0 },
      { load, log: () => {} },
      () => {},
      () => NOW,
    );
    await flush();
    await flush();
    load.mockClear();

    const states: ScheduleState[] = [];
    const { plays, play } = picture();
    loadSchedule(
      { id: 104, archivedDays: 0 },
      { load, log: () => {} },
      (state) => states.push(state),
      () => NOW,
      plays,
    );
    expect(states).toEqual([{ status: 'ready', items: week }]);
    await flush();
    expect(load).not.toHaveBeenCalled();
    play();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(104, { startSec: NOW - 72 * 3_600, endSec: NOW + 259_200 });
  });

  it("shows today's programmes known from a visit a moment ago without asking them again", async () => {
    const load = jest.fn().mockResolvedValueOnce([onAir, tonight]);
    loadSchedule(
      { id: 106, archivedDays: 0 },
      { load, log: () => {} },
      () => {},
      () => NOW,
      () => new Promise(() => {}),
    );
    await flush();
    expect(load).toHaveBeenCalledTimes(1);

    const states: ScheduleState[] = [];
    loadSchedule(
      { id: 106, archivedDays: 0 },
      { load, log: () => {} },
      (state) => states.push(state),
      () => NOW,
      () => new Promise(() => {}),
    );
    await flush();
    expect(states).toEqual([{ status: 'ready', items: [onAir, tonight] }]);
    expect(load).toHaveBeenCalledTimes(1);
    // Once the programme on air is no longer in it, today's part is asked again.
    load.mockResolvedValueOnce([tonight]);
    loadSchedule(
      { id: 106, archivedDays: 0 },
      { load, log: () => {} },
      () => {},
      () => NOW + 6_000,
      () => new Promise(() => {}),
    );
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks the whole window at once when today fails, retrying 5 times 3 s apart, then reports the failure', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    const states: ScheduleState['status'][] = [];
    loadSchedule(
      { id: 101, archivedDays: 7 },
      { load, log: () => {} },
      (state) => states.push(state.status),
      () => NOW,
    );
    await flush();
    // Today's request, then the whole window's first try.
    for (let retry = 1; retry <= 5; retry += 1) {
      expect(load).toHaveBeenCalledTimes(1 + retry);
      jest.advanceTimersByTime(2_999);
      expect(load).toHaveBeenCalledTimes(1 + retry);
      jest.advanceTimersByTime(1);
      await flush();
    }
    expect(load).toHaveBeenCalledTimes(7);
    jest.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(7);
    expect(states).toEqual(['loading', 'failed']);
  });

  it("keeps today's programmes on screen when the whole window cannot be had", async () => {
    const load = jest.fn().mockResolvedValueOnce([onAir]).mockRejectedValue(new Error('down'));
    const states: ScheduleState[] = [];
    loadSchedule(
      { id: 105, archivedDays: 0 },
      { load, log: () => {} },
      (state) => states.push(state),
      () => NOW,
    );
    await flush();
    for (let retry = 0; retry <= 5; retry += 1) {
      jest.advanceTimersByTime(3_000);
      await flush();
    }
    expect(load).toHaveBeenCalledTimes(7);
    expect(states.at(-1)).toEqual({ status: 'ready', items: [onAir] });
  });

  it('stops asking once cancelled', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    const stop = loadSchedule(
      { id: 103, archivedDays: 0 },
      { load, log: () => {} },
      () => {},
      () => NOW,
    );
    await flush();
    stop();
    jest.advanceTimersByTime(30_000);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
