import { KEEP_ALIVE_INTERVAL_MS } from './constants';
import { startKeepAlive } from './keep-alive';
import { onPageLeave, watchPageLeave, type PageLeaveDetail } from './page-leave';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('startKeepAlive', () => {
  it('calls /api/keepalive every 5 minutes until stopped', async () => {
    const fetch = jest.fn().mockResolvedValue(new Response(null, { status: 204 }));
    const stop = startKeepAlive({ fetch });
    await jest.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith('/api/keepalive', expect.objectContaining({ cache: 'no-store' }));
    stop();
    await jest.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('skips the ping while offline and reports failures', async () => {
    let online = false;
    const onNetworkFailure = jest.fn();
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = startKeepAlive({ fetch, isOnline: () => online, onNetworkFailure });
    await jest.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS);
    expect(fetch).not.toHaveBeenCalled();
    online = true;
    await jest.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS);
    expect(onNetworkFailure).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('page leave', () => {
  function fakeWindow() {
    const target = new EventTarget() as EventTarget & { document: EventTarget & { visibilityState: string } };
    target.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    return target;
  }

  it('emits page-leave on pagehide and when the page becomes hidden, not when it becomes visible', () => {
    const target = fakeWindow();
    const win = target as unknown as Window;
    const stop = watchPageLeave(win);
    const seen: PageLeaveDetail[] = [];
    const unsubscribe = onPageLeave((detail) => seen.push(detail), win);
    target.dispatchEvent(new Event('pagehide'));
    target.document.visibilityState = 'hidden';
    target.document.dispatchEvent(new Event('visibilitychange'));
    target.document.visibilityState = 'visible';
    target.document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual([{ reason: 'pagehide' }, { reason: 'hidden' }]);
    unsubscribe();
    stop();
  });
});
