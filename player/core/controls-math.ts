import {
  PLAYBACK_RATE_MAX,
  PLAYBACK_RATE_MIN,
  PLAYBACK_RATE_STEP,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
} from './constants';

/** Rounds to the step grid so repeated steps never drift (0.05 * 3 is not 0.15 in floating point). */
function snap(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Volume stays within 0..1 on the 0.05 grid (live-channels.md section 5). Not-a-number is refused. */
export function normalizeVolume(volume: number): number {
  if (Number.isNaN(volume)) throw new RangeError('Volume must be a number between 0 and 1');
  const snapped = Number(snap(volume, VOLUME_STEP).toFixed(2));
  return Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, snapped));
}

export function steppedVolume(volume: number, direction: 1 | -1): number {
  return normalizeVolume(volume + direction * VOLUME_STEP);
}

/** Playback speed 0.25..2 on the 0.25 grid (live-channels.md section 9). */
export function normalizePlaybackRate(rate: number): number {
  if (!Number.isFinite(rate)) throw new RangeError('Playback rate must be a finite number');
  return Math.min(PLAYBACK_RATE_MAX, Math.max(PLAYBACK_RATE_MIN, snap(rate, PLAYBACK_RATE_STEP)));
}
