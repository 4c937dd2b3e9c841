import {
  ONLINE_PING_FIRST_DELAY_MS,
  ONLINE_PING_MAX_DELAY_MS,
  ONLINE_PING_PATH,
  ONLINE_PING_TIMEOUT_MS,
} from './constants';

export type OnlineListener = (online: boolean) => void;

export interface OnlineMonitor {
  start(): void;
  stop(): void;
  isOnline(): boolean;
  subscribe(listener: OnlineListener): () => void;
  /** A request failed without an HTTP answer: verify the connection now. */
  reportNetworkFailure(): void;
}

export interface OnlineMonitorOptions {
  fetch?: typeof fetch;
  target?: Window;
}

/**
 * Tracks whether the app can reach its own origin. The browser's online/offline events are hints; a ping of
 * /robots.txt decides. While offline the ping repeats after 2 s, then 4, 8 ... up to 60 s (section 9).
 */
export function createOnlineMonitor({ fetch: fetchFn, target = window }: OnlineMonitorOptions = {}): OnlineMonitor {
  const doFetch = fetchFn ?? ((...args: Parameters<typeof fetch>) => target.fetch(...args));
  const listeners = new Set<OnlineListener>();
  let online = target.navigator.onLine !== false;
  let delay = ONLINE_PING_FIRST_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let checking = false;
  let started = false;

  function setOnline(value: boolean) {
    if (value === online) return;
    online = value;
    listeners.forEach((listener) => listener(value));
  }

  async function ping(): Promise<boolean> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), ONLINE_PING_TIMEOUT_MS);
    try {
      // Any HTTP answer proves the network works; only a failed or timed-out request means offline.
      await doFetch(`${ONLINE_PING_PATH}?t=${Date.now()}`, { cache: 'no-store', signal: controller.signal });
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
    }
  }

  function schedule(ms: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void check(), ms);
  }

  async function check() {
    timer = null;
    if (checking || !started) return;
    checking = true;
    const reachable = await ping();
    checking = false;
    if (!started) return;
    setOnline(reachable);
    if (reachable) {
      delay = ONLINE_PING_FIRST_DELAY_MS;
    } else {
      delay = Math.min(delay * 2, ONLINE_PING_MAX_DELAY_MS);
      schedule(delay);
    }
  }

  function onOffline() {
    setOnline(false);
    delay = ONLINE_PING_FIRST_DELAY_MS;
    schedule(delay);
  }

  function onOnline() {
    schedule(0);
  }

  return {
    start() {
      if (started) return;
      started = true;
      target.addEventListener('online', onOnline);
      target.addEventListener('offline', onOffline);
      schedule(ONLINE_PING_FIRST_DELAY_MS);
    },
    stop() {
      started = false;
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
      if (timer) clearTimeout(timer);
      timer = null;
    },
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportNetworkFailure() {
      if (started && !checking && online) schedule(0);
    },
  };
}
