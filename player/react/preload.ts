/**
 * Warms the player before the click: the channel list calls this on pointer or focus intent and the
 * content page on its watch button, so the view chunk and hls.js are already downloaded (and
 * evaluated) when playback starts. Imported by catalogue pages, so it holds nothing but dynamic
 * imports: their first load ships no player code.
 */
import { whenIdle } from '../core/when-idle';

type PlayerViewModule = typeof import('./player-view');

let view: Promise<PlayerViewModule> | null = null;
let viewModule: PlayerViewModule | null = null;
let engine: Promise<unknown> | null = null;

/**
 * The view module, imported once per page. Pages mount PlayerView through this (`next/dynamic(() =>
 * loadPlayerView().then((m) => m.PlayerView))`): with one import site the bundler emits one chunk, so the
 * chunk a preload fetched is the one the mount needs, instead of a second copy on the critical path.
 */
export function loadPlayerView(): Promise<PlayerViewModule> {
  view ??= import('./player-view').then(
    (module) => {
      viewModule = module;
      return module;
    },
    (error: unknown) => {
      // A failed download is tried again by the next call; this one reports the failure.
      view = null;
      throw error;
    },
  );
  return view;
}

/** Whether the view module is here: mounted now, it renders at once rather than its loading placeholder. */
export function isPlayerViewLoaded(): boolean {
  return viewModule !== null;
}

/** The view module when it is here already (player-view-slot renders it without suspending), else null. */
export function loadedPlayerView(): PlayerViewModule | null {
  return viewModule;
}

function preloadEngine(): void {
  // hls.js only plays where Media Source Extensions exist; elsewhere the browser's own HLS is used.
  if (engine || !('MediaSource' in window || 'ManagedMediaSource' in window)) return;
  engine = import('../engines/hls').catch(() => {
    engine = null;
  });
}

export function preloadPlayer(): void {
  if (typeof window === 'undefined') return;
  // A failed warm-up costs nothing: the real start imports the same chunks again and reports errors.
  loadPlayerView().catch(() => undefined);
  preloadEngine();
}

/** How long a warm-up waits for an idle period before it runs anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/** A viewer who asked the browser to save data (Save-Data) downloads the player only when they show intent. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Warms the player once the page is idle, for a page whose main action is to play (a title's card with its watch
 * button): the press then waits for neither download. The view and the engine load in two idle periods, one module
 * graph each, so neither evaluation makes a long task on the page. `first` (the page's own small start code) runs in
 * the first idle period, Save-Data or not. Returns the cancel.
 */
export function preloadPlayerWhenIdle(first?: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let cancelled = false;
  let cancel = whenIdle(() => {
    first?.();
    if (savesData()) return;
    loadPlayerView()
      .then(() => {
        if (!cancelled) cancel = whenIdle(preloadEngine, IDLE_TIMEOUT_MS);
      })
      .catch(() => undefined);
  }, IDLE_TIMEOUT_MS);
  return () => {
    cancelled = true;
    cancel();
  };
}
