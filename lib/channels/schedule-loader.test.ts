import type { ScheduleItem } from '@/lib/api/types/channels';
import { loadSchedule, type ScheduleState } from './schedule-loader';

const item = { id: 1, startSec: 100, durationSec: 100, date: '2026-11-21' } as ScheduleItem;

describe('loadSchedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function flush() {
    await Promise.resolve();
    await Promise.resolve();
  }

  it('retries 5 times 3 s apart, then reports the failure', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    const states: ScheduleState['status'][] = [];
    loadSchedule(
      { id: 101, archivedDays: 7 },
      { load, log: () => {} },
      (state) => states.push(state.status),
      () => 1_000_000,
    );
    await flush();
    for (let retry = 1; retry <= 5; retry += 1) {
      expect(load).toHaveBeenCalledTimes(retry);
      jest.advanceTimersByTime(2_999);
      expect(load).toHaveBeenCalledTimes(retry);
      jest.advanceTimersByTime(1);
      await flush();
    }
    expect(load).toHaveBeenCalledTimes(6);
    jest.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(6);
    expect(states).toEqual(['loading', 'failed']);
  });

  it('asks for max(72 h, archive days) back and 259200 s ahead, and keeps the answer per channel', async () => {
    const load = jest.fn().mockResolvedValue([item]);
    const states: ScheduleState[] = [];
    loadSchedule(
      { id: 102, archivedDays: 7 },
      { load, log: () => {} },
      (state) => states.push(state),
      () => 1_000_000,
    );
    await flush();
    expect(load).toHaveBeenCalledWith(102, { startSec: 1_000_000 - 7 * 86_400, endSec: 1_000_000 + 259_200 });
    expect(states.at(-1)).toEqual({ status: 'ready', items: [item] });
    const again: ScheduleState[] = [];
    loadSchedule(
      { id: 102, archivedDays: 7 },
      { load, log: () => {} },
      (state) => again.push(state),
      () => 1_000_000,
    );
    expect(again[0]).toEqual({ status: 'ready', items: [item] });
  });

  it('stops retrying once cancelled', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    const stop = loadSchedule(
      { id: 103, archivedDays: 0 },
      { load, log: () => {} },
      () => {},
      () => 1_000_000,
    );
    await flush();
    stop();
    jest.advanceTimersByTime(30_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
