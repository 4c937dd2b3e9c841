import type { ErrorData } from 'hls.js';
import { STALL_SEEN_MS } from '../core/constants';

type StallData = Pick<ErrorData, 'details' | 'fatal'>;

/**
 * hls.js reports a stall (a non-fatal bufferStalledError) as soon as the element fires `waiting` and the playhead
 * stands at hls.js's next 100 ms check, whatever is buffered: a busy device's decoder falling behind for 60 ms, with
 * ten seconds of media in the buffer, is a stall to it (issue 35's flaky archive e2e: one such report under load).
 * hls.js takes no action on it (its error controller's "do nothing") and says when it is over (STALL_RESOLVED: the
 * playhead moves again, or a seek or a pause ended the wait). Players over hls.js (vidstack, Mux's data SDK) treat
 * only fatal errors as failures and count such waits as rebuffering.
 *
 * So a stall is held: over within STALL_SEEN_MS, the viewer saw at most a hitch and it is dropped; still standing
 * then, it goes once to the error rules (which count it) and the playback error report. A fatal stall (hls.js gave up
 * nudging the playhead on) is never held.
 */
export class HeldStall<Data extends StallData> {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly report: (data: Data) => void,
    private readonly seenMs = STALL_SEEN_MS,
  ) {}

  /** Whether `data` is a stall now held (reported later if it lasts); false for anything else. */
  hold(data: Data): boolean {
    if (data.details !== 'bufferStalledError') return false;
    if (data.fatal) {
      // Reported at once, for the same stall as one held.
      this.clear();
      return false;
    }
    // hls.js reports one stall per stall period: a second one while one is held is the same wait.
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.report(data);
    }, this.seenMs);
    return true;
  }

  /** hls.js's STALL_RESOLVED, or the engine's end: a stall held is dropped. */
  clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
