import { ONLINE_PING_FIRST_DELAY_MS, ONLINE_PING_MAX_DELAY_MS, ONLINE_PING_TIMEOUT_MS } from './constants';
import { createOnlineMonitor } from './online-monitor';

function fakeWindow(onLine = true) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return target as unknown as Window;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createOnlineMonitor', () => {
  it('pings /robots.txt with a timestamp and no-store after 2 s', async () => {
    const fetch = jest.fn().mockResolvedValue(new Response('ok'));
    const monitor = createOnlineMonitor({ fetch, target: fakeWindow() });
    monitor.start();
    await jest.advanceTimersByTimeAsync(ONLINE_PING_FIRST_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(`/robots.txt?t=${Date.now()}`);
    expect(init).toMatchObject({ cache: 'no-store' });
    monitor.stop();
  });

  it('goes offline on a failed ping and retries after 4, 8, 16, 32, then every 60 s', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const monitor = createOnlineMonitor({ fetch, target: fakeWindow() });
    const states: boolean[] = [];
    monitor.subscribe((online) => states.push(online));
    monitor.start();
    await jest.advanceTimersByTimeAsync(ONLINE_PING_FIRST_DELAY_MS);
    expect(monitor.isOnline()).toBe(false);
    expect(states).toEqual([false]);
    const gaps = [4_000, 8_000, 16_000, 32_000, ONLINE_PING_MAX_DELAY_MS, ONLINE_PING_MAX_DELAY_MS];
    for (const gap of gaps) {
      const calls = fetch.mock.calls.length;
      await jest.advanceTimersByTimeAsync(gap - 1);
      expect(fetch).toHaveBeenCalledTimes(calls);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(calls + 1);
    }
    monitor.stop();
  });

  it('counts a ping without an answer in 3 s as offline', async () => {
    const fetch = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const monitor = createOnlineMonitor({ fetch: fetch as unknown as typeof globalThis.fetch, target: fakeWindow() });
    monitor.start();
    await jest.advanceTimersByTimeAsync(ONLINE_PING_FIRST_DELAY_MS + ONLINE_PING_TIMEOUT_MS - 1);
    expect(monitor.isOnline()).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(monitor.isOnline()).toBe(false);
    monitor.stop();
  });

  it('follows the browser offline event and confirms the online event with a ping', async () => {
    const target = fakeWindow();
    const fetch = jest.fn().mockResolvedValue(new Response('ok'));
    const monitor = createOnlineMonitor({ fetch, target });
    monitor.start();
    target.dispatchEvent(new Event('offline'));
    expect(monitor.isOnline()).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(monitor.isOnline()).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(monitor.isOnline()).toBe(true);
    monitor.stop();
  });

  it('checks at once when a request reports a network failure', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const monitor = createOnlineMonitor({ fetch, target: fakeWindow() });
    monitor.start();
    monitor.reportNetworkFailure();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(monitor.isOnline()).toBe(false);
    monitor.stop();
  });
});
