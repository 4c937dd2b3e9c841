import { RESUME_END_MARGIN_SECONDS } from './constants';
import type { MediaElementLike } from './types';

/** A resume point inside the media's last seconds: there is nothing left to watch from it. */
export function isResumeAtEnd(startPosition: number, durationSec: number): boolean {
  if (!(startPosition > 0) || !Number.isFinite(durationSec) || durationSec <= 0) return false;
  return startPosition >= durationSec - RESUME_END_MARGIN_SECONDS;
}

/**
 * A title resumed within the last seconds of its media starts over instead of showing its last frame. The history
 * judges "fully watched" by the metadata's duration, which may be longer than the media itself; only the element
 * knows the real one. Decided once, at the first known duration: the engines have not buffered yet then (hls.js
 * takes a seek before its first fragment as its new start). Returns the undo.
 */
export function restartWhenResumedAtEnd(media: MediaElementLike, startPosition: number): () => void {
  const events = ['durationchange', 'loadedmetadata'] as const;
  const unbind = () => events.forEach((name) => media.removeEventListener(name, check));
  function check() {
    const duration = media.duration;
    if (!Number.isFinite(duration) || duration <= 0) return;
    unbind();
    if (isResumeAtEnd(startPosition, duration)) media.currentTime = 0;
  }
  events.forEach((name) => media.addEventListener(name, check));
  return unbind;
}
