import { atom } from 'jotai';
import { startKeepAlive } from './keep-alive';
import { createOnlineMonitor, type OnlineMonitor } from './online-monitor';
import { watchPageLeave } from './page-leave';

let monitor: OnlineMonitor | null = null;

/** The app's one online monitor (browser only). */
export function getOnlineMonitor(): OnlineMonitor {
  monitor ??= createOnlineMonitor();
  return monitor;
}

/** Call when a request failed without an HTTP answer (NetworkError) so the ping verifies the connection at once. */
export function reportNetworkFailure(): void {
  getOnlineMonitor().reportNetworkFailure();
}

/** Online state for components: `useAtomValue(onlineAtom)`. */
export const onlineAtom = atom(true);
onlineAtom.onMount = (set) => {
  const current = getOnlineMonitor();
  set(current.isOnline());
  return current.subscribe(set);
};

/** Starts the online ping, the 5-minute keep-alive and page-leave events; returns the stop function. */
export function startConnectivity(): () => void {
  const current = getOnlineMonitor();
  current.start();
  const stopKeepAlive = startKeepAlive({ isOnline: current.isOnline, onNetworkFailure: current.reportNetworkFailure });
  const stopPageLeave = watchPageLeave();
  return () => {
    current.stop();
    stopKeepAlive();
    stopPageLeave();
  };
}
