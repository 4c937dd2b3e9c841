import { LIVE_STREAM_TIMESTAMP } from './constants';
import type { ControllerHost } from './controller-host';
import { clampArchiveTarget, clampScrubOffset, clampVodTarget, streamTimestampFor } from './live-position';
import { SkipAccumulator } from './skip';
import type { MediaElementLike } from './types';

/** Skips, seeks, scrubs and going live: where playback may move (live-channels.md section 4). */
export class PositionControl<Media extends MediaElementLike> {
  private readonly skipper: SkipAccumulator;

  constructor(private readonly host: ControllerHost<Media>) {
    this.skipper = new SkipAccumulator({
      commit: (seconds) => this.applySkip(seconds),
      onPending: (pendingSkip) => host.store.setState({ pendingSkip }),
    });
  }

  /** Archive and on-demand only; false when ignored (live, stopped, or still busy). */
  skip(direction: 1 | -1): boolean {
    const { mode, stopped } = this.host.store.getState();
    if (mode === 'live' || stopped || !this.host.engine()) return false;
    return this.skipper.tap(direction);
  }

  cancel(): void {
    this.skipper.cancel();
  }

  seek(seconds: number): void {
    if (!Number.isFinite(seconds)) throw new RangeError('Seek position must be a finite number of seconds');
    const media = this.host.media();
    if (media) media.currentTime = clampVodTarget(seconds, media.duration);
  }

  scrub(offset: number): number | null {
    if (!Number.isFinite(offset)) throw new RangeError('Scrub offset must be a finite number of seconds');
    const { programme } = this.host.store.getState().live;
    // Only where the programme can be clicked (live-channels.md section 4 "Schedule and archive").
    if (!programme || programme.scrubbable === false) return null;
    const target = Math.min(programme.start + clampScrubOffset(offset, programme.duration), this.host.nowUnix());
    return this.requestStreamPosition(target);
  }

  goLive(): void {
    this.host.events.emit('streamPositionRequest', { timestamp: LIVE_STREAM_TIMESTAMP });
  }

  private applySkip(seconds: number): void {
    const media = this.host.media();
    if (!media || !this.host.engine()) return;
    const { mode, live } = this.host.store.getState();
    if (mode === 'vod') {
      media.currentTime = clampVodTarget(media.currentTime + seconds, media.duration);
      return;
    }
    const target = clampArchiveTarget(live.streamStart + media.currentTime + seconds, this.host.nowUnix(), live);
    const mediaTarget = target - live.streamStart;
    const loadedEnd = Number.isFinite(media.duration) ? media.duration : 0;
    if (mediaTarget >= 0 && mediaTarget <= loadedEnd) media.currentTime = mediaTarget;
    else this.requestStreamPosition(target);
  }

  private requestStreamPosition(targetUnix: number): number {
    const timestamp = streamTimestampFor(targetUnix, this.host.nowUnix());
    this.host.events.emit('streamPositionRequest', { timestamp });
    return timestamp;
  }
}
