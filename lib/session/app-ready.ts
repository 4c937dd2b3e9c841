import { atom, getDefaultStore } from 'jotai';
import type { NetworkInfo, PlatformConfiguration, PlatformResources } from '../api/types/platform';
import type { SessionState } from './startup';

export interface AppStartup {
  network: NetworkInfo | null;
  resources: PlatformResources | null;
  configuration: PlatformConfiguration | null;
  session: SessionState;
}

/** Null until start-up finished (section 4 step 8: pages wait until the app is ready). */
export const appStartupAtom = atom<AppStartup | null>(null);
export const appReadyAtom = atom((get) => get(appStartupAtom) !== null);

let resolveReady: ((startup: AppStartup) => void) | null = null;
let ready = new Promise<AppStartup>((resolve) => {
  resolveReady = resolve;
});

export function markAppReady(startup: AppStartup): void {
  getDefaultStore().set(appStartupAtom, startup);
  resolveReady?.(startup);
  resolveReady = null;
  ready = Promise.resolve(startup);
}

/** Features that must not call the API before the session exists await this. */
export function whenAppReady(): Promise<AppStartup> {
  return ready;
}
