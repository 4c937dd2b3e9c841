import { SKIP_BUSY_MS, SKIP_COMMIT_DELAY_MS, SKIP_STEP_SECONDS } from './constants';

export interface SkipAccumulatorOptions {
  /** Called with the accumulated seconds (negative is backwards) once tapping stops. */
  commit(seconds: number): void;
  /** Called after every accepted tap and after commit (with 0), for a "-30 s" hint. */
  onPending(seconds: number): void;
}

/**
 * Skip taps accumulate 10 s each and are applied 500 ms after the last tap; after applying,
 * further taps are ignored for 300 ms divided by the number of taps (live-channels.md section 4
 * "Player states" and section 9).
 */
export class SkipAccumulator {
  private pending = 0;
  private taps = 0;
  private commitTimer: ReturnType<typeof setTimeout> | null = null;
  private busyTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: SkipAccumulatorOptions) {}

  get busy(): boolean {
    return this.busyTimer !== null;
  }

  /** Returns false when the tap was ignored because the previous skip is still settling. */
  tap(direction: 1 | -1): boolean {
    if (this.busy) return false;
    this.pending += direction * SKIP_STEP_SECONDS;
    this.taps += 1;
    if (this.commitTimer) clearTimeout(this.commitTimer);
    this.commitTimer = setTimeout(() => this.flush(), SKIP_COMMIT_DELAY_MS);
    this.options.onPending(this.pending);
    return true;
  }

  cancel(): void {
    if (this.commitTimer) clearTimeout(this.commitTimer);
    if (this.busyTimer) clearTimeout(this.busyTimer);
    this.commitTimer = null;
    this.busyTimer = null;
    this.pending = 0;
    this.taps = 0;
  }

  private flush(): void {
    const seconds = this.pending;
    const taps = this.taps;
    this.commitTimer = null;
    this.pending = 0;
    this.taps = 0;
    this.options.onPending(0);
    if (seconds === 0) return;
    this.busyTimer = setTimeout(() => {
      this.busyTimer = null;
    }, SKIP_BUSY_MS / taps);
    this.options.commit(seconds);
  }
}
