import { KEEP_ALIVE_INTERVAL_MS, KEEP_ALIVE_PATH } from './constants';

export interface KeepAliveOptions {
  fetch?: typeof fetch;
  /** Skipped while offline: the online monitor is already probing. */
  isOnline?: () => boolean;
  onNetworkFailure?: () => void;
}

/** Pings the web server every 5 minutes (core-session-account.md section 9); returns the stop function. */
export function startKeepAlive({ fetch: fetchFn, isOnline = () => true, onNetworkFailure }: KeepAliveOptions = {}): () => void {
  const doFetch = fetchFn ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timer = setInterval(() => {
    if (!isOnline()) return;
    doFetch(KEEP_ALIVE_PATH, { cache: 'no-store', credentials: 'same-origin' }).catch(() => onNetworkFailure?.());
  }, KEEP_ALIVE_INTERVAL_MS);
  return () => clearInterval(timer);
}
