/**
 * Warms the player before the click: the channel list calls this on pointer or focus intent and the
 * content page on its watch button, so the view chunk and hls.js are already downloaded (and
 * evaluated) when playback starts. Imported by catalogue pages, so it holds nothing but dynamic
 * imports: their first load ships no player code.
 */
let started = false;

export function preloadPlayer(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const ignore = () => {
    // A failed warm-up costs nothing: the real start imports the same chunks again and reports errors.
    started = false;
  };
  void import('./player-view').catch(ignore);
  // hls.js only plays where Media Source Extensions exist; elsewhere the browser's own HLS is used.
  if ('MediaSource' in window || 'ManagedMediaSource' in window) void import('../engines/hls').catch(ignore);
}
