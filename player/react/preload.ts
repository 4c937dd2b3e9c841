/**
 * Warms the player before the click: the channel list calls this on pointer or focus intent and the
 * content page on its watch button, so the view chunk and hls.js are already downloaded (and
 * evaluated) when playback starts. Imported by catalogue pages, so it holds nothing but dynamic
 * imports: their first load ships no player code.
 */
type PlayerViewModule = typeof import('./player-view');

let view: Promise<PlayerViewModule> | null = null;
let engine: Promise<unknown> | null = null;

/**
 * The view module, imported once per page. Pages mount PlayerView through this (`next/dynamic(() =>
 * loadPlayerView().then((m) => m.PlayerView))`): with one import site the bundler emits one chunk, so the
 * chunk a preload fetched is the one the mount needs, instead of a second copy on the critical path.
 */
export function loadPlayerView(): Promise<PlayerViewModule> {
  view ??= import('./player-view').catch((error: unknown) => {
    // A failed download is tried again by the next call; this one reports the failure.
    view = null;
    throw error;
  });
  return view;
}

export function preloadPlayer(): void {
  if (typeof window === 'undefined') return;
  // A failed warm-up costs nothing: the real start imports the same chunks again and reports errors.
  loadPlayerView().catch(() => undefined);
  // hls.js only plays where Media Source Extensions exist; elsewhere the browser's own HLS is used.
  if (engine || !('MediaSource' in window || 'ManagedMediaSource' in window)) return;
  engine = import('../engines/hls').catch(() => {
    engine = null;
  });
}
