import type { EngineError, PlaybackSource } from './types';

/**
 * A refusal this soon after a renewal is not an expired address but a refused one (another device, no right any
 * more): it goes to the error rules instead of renewing in a loop.
 */
export const RENEWAL_MIN_INTERVAL_MS = 5000;

export interface SourceRenewalHost {
  /** The source playing now, or null before a first load. */
  current: () => PlaybackSource | null;
  /** Continues with the renewed source where playback was (live at the live edge, else at the current time). */
  continueWith: (source: PlaybackSource) => Promise<void>;
  /** The error goes to the stream error rules after all. */
  fail: (error: EngineError) => void;
  now: () => number;
}

/**
 * Signed media addresses expire (the platform's `tk.` tokens, an operator's CDN tokens): when the media server
 * answers 403, the page's stream is asked again and playback goes on from the same position. A renewal is neither
 * an error shown nor an error reported; a refusal right after one, or one without a way to renew, is.
 */
export class SourceRenewal {
  private pending: Promise<void> | null = null;
  private renewedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly host: SourceRenewalHost) {}

  /** Whether the error was taken over (a refused address being renewed). */
  handle(error: EngineError): boolean {
    if (error.kind !== 'http-403') return false;
    if (this.pending) return true;
    const source = this.host.current();
    if (!source?.renew || this.host.now() - this.renewedAt < RENEWAL_MIN_INTERVAL_MS) return false;
    this.pending = this.renew(source, source.renew, error).finally(() => {
      this.pending = null;
    });
    return true;
  }

  private async renew(source: PlaybackSource, renew: NonNullable<PlaybackSource['renew']>, error: EngineError) {
    let next: PlaybackSource | null = null;
    try {
      next = await renew();
    } catch {
      next = null;
    }
    if (this.host.current() !== source) return;
    if (!next) {
      this.host.fail(error);
      return;
    }
    this.renewedAt = this.host.now();
    await this.host.continueWith({ ...next, renew: next.renew ?? renew });
  }
}
