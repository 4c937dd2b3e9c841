import { testPlatformConfig } from '../../core/config';
import type { PlatformContext } from '../../core/context';
import { announceScheduleDays } from './schedule-days';
import { dayOf, dayStart } from './schedule-grid';

const NOW_MS = Date.UTC(2026, 10, 21, 12, 0, 0);

function fakeTimers() {
  const pending: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
  return {
    pending,
    timers: {
      setTimeout: (callback: () => void, ms: number) => {
        const timer = { callback, ms, cleared: false };
        pending.push(timer);
        return timer;
      },
      clearTimeout: (timer: unknown) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    },
  };
}

describe('a new schedule day announced to the web app', () => {
  const fetchMock = jest.fn(async () => new Response('{}', { status: 200 }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('revalidates the channel and programme tags when the next schedule day begins, then waits for the one after', async () => {
    let now = NOW_MS;
    const ctx = {
      config: testPlatformConfig({ webRevalidateUrl: 'http://web/api/revalidate', revalidateSecret: 's3cret' }),
      now: () => now,
      log: () => {},
    } as unknown as PlatformContext;
    const { pending, timers } = fakeTimers();
    const stop = announceScheduleDays(ctx, timers);

    const nextDayMs = dayStart(dayOf(NOW_MS / 1000) + 1) * 1000;
    expect(pending[0].ms).toBe(nextDayMs - NOW_MS);
    expect(fetchMock).not.toHaveBeenCalled();

    now = nextDayMs;
    pending[0].callback();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://web/api/revalidate');
    expect(JSON.parse(String(init.body))).toEqual({ tags: ['channels', 'programs'] });
    expect(pending[1].ms).toBe(24 * 60 * 60 * 1000);

    stop();
    expect(pending[1].cleared).toBe(true);
  });
});
