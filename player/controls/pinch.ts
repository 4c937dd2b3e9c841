import { PINCH_RESET_MS } from './constants';

/** How far the fingers must spread (or close) from where they started for a pinch to zoom the picture (or fit it). */
const ZOOM_IN_SCALE = 1.15;
const ZOOM_OUT_SCALE = 1 / ZOOM_IN_SCALE;

export interface TouchPoint {
  x: number;
  y: number;
}

const spread = ([a, b]: readonly TouchPoint[]) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Two fingers on a fullscreen picture: spreading them fills the screen with it (cropping its edges), closing them fits
 * it whole again; one gesture makes one change. The gesture resets 500 ms after the fingers leave (live-channels.md
 * section 9), and until then a lifting finger is not taken for a tap or half of a double tap.
 */
export class PinchGesture {
  private startSpread: number | null = null;
  private decided = false;
  private endedAt: number | null = null;

  constructor(private readonly onZoom: (zoomed: boolean) => void) {}

  start(touches: readonly TouchPoint[]): void {
    if (touches.length !== 2) return;
    this.startSpread = spread(touches);
    this.decided = false;
    this.endedAt = null;
  }

  move(touches: readonly TouchPoint[]): void {
    if (this.startSpread === null || this.decided || touches.length !== 2 || this.startSpread === 0) return;
    const scale = spread(touches) / this.startSpread;
    if (scale >= ZOOM_IN_SCALE || scale <= ZOOM_OUT_SCALE) {
      this.decided = true;
      this.onZoom(scale > 1);
    }
  }

  /** A finger left; `remaining` are the ones still down. */
  end(remaining: number, nowMs: number): void {
    if (this.startSpread === null || remaining >= 2) return;
    this.startSpread = null;
    this.endedAt = nowMs;
  }

  /** Whether a touch at `nowMs` belongs to a pinch: during one, and until its reset 500 ms after it. */
  active(nowMs: number): boolean {
    return this.startSpread !== null || (this.endedAt !== null && nowMs - this.endedAt < PINCH_RESET_MS);
  }
}
