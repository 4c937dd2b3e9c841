import type { PlayerState } from './state';
import type { Store } from './store';
import type { MediaElementLike } from './types';

export interface MediaCallbacks {
  ended(): void;
  error(): void;
}

/**
 * Mirrors the element's events into the state store; waiting sets waiting, canplaythrough clears
 * it, playing sets play and clears loading (live-channels.md section 4 "Player states"). Returns the undo.
 */
export function bindMediaState(
  media: MediaElementLike,
  store: Store<PlayerState>,
  callbacks: MediaCallbacks,
): () => void {
  const set = (patch: Partial<PlayerState>) => store.setState(patch);
  const handlers: Record<string, () => void> = {
    waiting: () => set({ waiting: true }),
    canplaythrough: () => set({ waiting: false }),
    playing: () =>
      set({ play: true, loading: false, waiting: false, paused: false, videoError: false, showPlayButton: false }),
    play: () => set({ paused: false }),
    pause: () => set({ paused: true, play: false }),
    timeupdate: () => set({ currentTime: media.currentTime }),
    durationchange: () => set({ duration: Number.isFinite(media.duration) ? media.duration : 0 }),
    volumechange: () => set({ volume: media.volume, muted: media.muted }),
    ratechange: () => set({ playbackRate: media.playbackRate }),
    enterpictureinpicture: () => set({ pictureInPicture: true }),
    leavepictureinpicture: () => set({ pictureInPicture: false }),
    ended: () => callbacks.ended(),
    error: () => callbacks.error(),
  };
  const entries = Object.entries(handlers);
  for (const [name, handler] of entries) media.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of entries) media.removeEventListener(name, handler);
  };
}
