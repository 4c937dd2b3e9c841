import type { EngineError, PlaybackSource } from './types';

/**
 * A refusal this soon after a renewal is not an expired address but a refused one (another device, no right any
 * more): it goes to the error rules instead of renewing in a loop.
 */
export const RENEWAL_MIN_INTERVAL_MS = 5000;

/**
 * How long before a known expiry an address is renewed: at most this, and at most a third of the time it had left
 * when it came (a 15 s address is renewed 5 s before its end), so a renewal's round trip never meets the refusal.
 */
export const RENEWAL_LEAD_MS = 30_000;
const RENEWAL_LEAD_SHARE = 1 / 3;

export interface SourceRenewalHost {
  /** The source playing now, or null before a first load. */
  current: () => PlaybackSource | null;
  /**
   * Continues with the renewed source where playback was: the engine follows the new address where it can, else a
   * fresh engine loads it (live at the live edge, else at the current time).
   */
  continueWith: (source: PlaybackSource) => Promise<void>;
  /** The error goes to the stream error rules after all. */
  fail: (error: EngineError) => void;
  now: () => number;
}

/**
 * Signed media addresses expire (the platform's `tk.` tokens, an operator's CDN tokens): shortly before an expiry the
 * source states (`expiresAt`), or when the media server answers 403, the page's stream is asked again and playback
 * goes on from the same position. A renewal is neither an error shown nor an error reported; a refusal right after
 * one, or one without a way to renew, is.
 *
 * Three ways in: the source's known expiry (`watch`); an engine that follows renewed addresses itself (hls.js) asks
 * `renew` and sends its refused requests again once it resolves; any other engine reports the 403 as an error, which
 * `handle` takes over. The 403 stays the way for addresses whose expiry is not known, a clock that runs apart from the
 * media server's and a timer a background tab held back.
 */
export class SourceRenewal {
  private pending: Promise<boolean> | null = null;
  private attemptedAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: SourceRenewalHost) {}

  /**
   * Renews `source`, the one playing now, ahead of its known expiry; null (a stop, the player's end) or a source
   * without a known expiry or a renewal drops the renewal planned for the one before.
   */
  watch(source: PlaybackSource | null): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!source?.renew || source.expiresAt === undefined) return;
    const left = source.expiresAt - this.host.now();
    // Already past on this clock: an expired address, or a clock apart from the media server's; the 403 decides.
    if (left <= 0) return;
    const delay = left - Math.min(RENEWAL_LEAD_MS, left * RENEWAL_LEAD_SHARE);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.host.current() === source) void this.renew();
    }, delay);
  }

  /**
   * Renews the playing source once for every refusal meanwhile; resolves true once playback continues with a renewed
   * source, false when there was none to get (no renewal, one just done, or the stream refused).
   */
  renew(): Promise<boolean> {
    if (this.pending) return this.pending;
    const source = this.host.current();
    if (!this.mayRenew(source)) return Promise.resolve(false);
    this.attemptedAt = this.host.now();
    const pending = this.renewSource(source, source.renew).finally(() => {
      if (this.pending === pending) this.pending = null;
    });
    this.pending = pending;
    return pending;
  }

  /** Whether the engine error was taken over (a refused address being renewed). */
  handle(error: EngineError): boolean {
    if (error.kind !== 'http-403') return false;
    if (this.pending) return true;
    const source = this.host.current();
    if (!this.mayRenew(source)) return false;
    void this.renew().then((renewed) => {
      if (!renewed && this.host.current() === source) this.host.fail(error);
    });
    return true;
  }

  private mayRenew(source: PlaybackSource | null): source is PlaybackSource & Required<Pick<PlaybackSource, 'renew'>> {
    return Boolean(source?.renew) && this.host.now() - this.attemptedAt >= RENEWAL_MIN_INTERVAL_MS;
  }

  private async renewSource(source: PlaybackSource, renew: NonNullable<PlaybackSource['renew']>): Promise<boolean> {
    let next: PlaybackSource | null = null;
    try {
      next = await renew();
    } catch {
      next = null;
    }
    // Another source loaded meanwhile: this renewal is not its business.
    if (!next || this.host.current() !== source) return false;
    await this.host.continueWith({ ...next, key: next.key ?? source.key, renew: next.renew ?? renew });
    this.watch(this.host.current());
    return true;
  }
}
