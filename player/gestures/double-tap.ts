import { DOUBLE_TAP_MS, TAP_EXCLUDED_EDGE_FRACTION, TAP_SKIP_ZONE_FRACTION } from '../core/constants';

export interface TapPoint {
  /** Position inside the player box, in pixels from its top-left corner. */
  x: number;
  y: number;
}

export interface PlayerBox {
  width: number;
  height: number;
}

/**
 * The skip a tap at `point` asks for: the left fifth skips back, the right fifth forward; the top
 * and bottom sixth (where the controls live) and the middle take none (live-channels.md section 2).
 */
export function skipDirectionAt(point: TapPoint, box: PlayerBox): 1 | -1 | null {
  if (box.width <= 0 || box.height <= 0) return null;
  const edge = box.height * TAP_EXCLUDED_EDGE_FRACTION;
  if (point.y < edge || point.y > box.height - edge) return null;
  const zone = box.width * TAP_SKIP_ZONE_FRACTION;
  if (point.x <= zone) return -1;
  if (point.x >= box.width - zone) return 1;
  return null;
}

/**
 * Turns taps into skips: the second tap in the same zone within 500 ms skips, and every further tap
 * that keeps coming within 500 ms of the previous one skips again, so the controller accumulates them.
 */
export class DoubleTapDetector {
  private lastTapAt = Number.NEGATIVE_INFINITY;
  private lastDirection: 1 | -1 | null = null;
  private skipping = false;

  /** Returns the skip direction to apply for this tap, or null when the tap does not skip. */
  tap(point: TapPoint, box: PlayerBox, timeMs: number): 1 | -1 | null {
    const direction = skipDirectionAt(point, box);
    const inTime = timeMs - this.lastTapAt <= DOUBLE_TAP_MS;
    const sameZone = direction !== null && direction === this.lastDirection;
    this.lastTapAt = timeMs;
    this.lastDirection = direction;
    if (!direction || !inTime || !sameZone) {
      this.skipping = false;
      return null;
    }
    this.skipping = true;
    return direction;
  }

  /** True while a run of skip taps is going on, so the UI can suppress its single-tap action. */
  get isSkipping(): boolean {
    return this.skipping;
  }
}
