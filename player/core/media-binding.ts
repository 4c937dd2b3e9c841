import type { MediaElementLike } from './types';

export interface MediaHandlers {
  waiting(): void;
  canplaythrough(): void;
  playing(): void;
  play(): void;
  pause(): void;
  timeupdate(): void;
  durationchange(): void;
  volumechange(): void;
  ratechange(): void;
  ended(): void;
  error(): void;
  enterpictureinpicture(): void;
  leavepictureinpicture(): void;
}

/** Subscribes every handler to the element's event of the same name; returns the undo. */
export function bindMediaEvents(media: MediaElementLike, handlers: MediaHandlers): () => void {
  const entries = Object.entries(handlers) as [keyof MediaHandlers, () => void][];
  for (const [name, handler] of entries) media.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of entries) media.removeEventListener(name, handler);
  };
}
