import type { EngineError, PlaybackSource } from './types';

/**
 * A refusal this soon after a renewal is not an expired address but a refused one (another device, no right any
 * more): it goes to the error rules instead of renewing in a loop.
 */
export const RENEWAL_MIN_INTERVAL_MS = 5000;

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
 * Signed media addresses expire (the platform's `tk.` tokens, an operator's CDN tokens): when the media server
 * answers 403, the page's stream is asked again and playback goes on from the same position. A renewal is neither
 * an error shown nor an error reported; a refusal right after one, or one without a way to renew, is.
 *
 * Two ways in: an engine that follows renewed addresses itself (hls.js) asks `renew` and sends its refused requests
 * again once it resolves; any other engine reports the 403 as an error, which `handle` takes over.
 */
export class SourceRenewal {
  private pending: Promise<boolean> | null = null;
  private attemptedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly host: SourceRenewalHost) {}

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
    return true;
  }
}
