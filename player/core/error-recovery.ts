import {
  DOWNLOAD_ERROR_MIN_ERRORS,
  ERROR_THRESHOLD,
  LIVE_JUMP_MIN_ERRORS,
  PLAYER_MESSAGE_KEYS,
  VIDEO_ERROR_MAX_RETRIES,
  VIDEO_ERROR_RETRY_STEP_SECONDS,
} from './constants';
import type { ControllerHost } from './controller-host';
import { decideEngineError } from './error-policy';
import type { PlayerEvents } from './events';
import type { EngineError, MediaElementLike } from './types';

export type StopReason = PlayerEvents['stopped']['reason'];

/**
 * Carries out the stream error rules (see `decideEngineError`), the video-error retry and the
 * download-error alert for one controller.
 */
export class ErrorRecovery<Media extends MediaElementLike> {
  private downloadAlertShown = false;
  private liveJumpUsed = false;

  constructor(
    private readonly host: ControllerHost<Media>,
    private readonly stop: (reason: StopReason) => void,
    /** Loads the live stream again from the current programme (a fresh engine at the live edge). */
    private readonly jumpToLive: () => void = () => undefined,
  ) {}

  /** A new load; the live jump is spent once per stream the page gives, not once per reload of it. */
  reset(options: { keepLiveJump?: boolean } = {}): void {
    this.downloadAlertShown = false;
    if (!options.keepLiveJump) this.liveJumpUsed = false;
  }

  onEngineError(error: EngineError): void {
    const { store, events } = this.host;
    events.emit('playbackError', { ...error, position: this.host.media()?.currentTime ?? 0 });
    const decision = decideEngineError(store.getState(), error);
    store.setState(decision.counters);
    this.alertDownloadErrorOnce();
    if (this.shouldJumpToLive(decision.action)) {
      // live-channels.md section 4: with errors at 2 or more on live play, jump to the current programme. Once per
      // stream: if the fresh load fails as well, the errors go on to stop the player and the page takes over.
      this.liveJumpUsed = true;
      this.jumpToLive();
      return;
    }
    const engine = this.host.engine();
    switch (decision.action) {
      case 'restart-load':
        engine?.restartLoad();
        break;
      case 'recover-media':
        engine?.recoverMedia();
        break;
      case 'video-error':
        this.retryVideoError();
        break;
      case 'codec-error':
        store.setState({ codecError: true });
        events.emit('alert', { type: 'message', key: PLAYER_MESSAGE_KEYS.codecError });
        this.stop('codec');
        break;
      case 'drm-error':
        events.emit('alert', { type: 'drm', code: error.code ?? 0, message: error.message ?? error.details });
        this.stop('drm');
        break;
      case 'stop':
        this.stop('errors');
        break;
      case 'none':
        break;
    }
  }

  private shouldJumpToLive(action: string): boolean {
    const state = this.host.store.getState();
    if (this.liveJumpUsed || state.mode !== 'live' || state.blackout) return false;
    if (action === 'codec-error' || action === 'drm-error') return false;
    return state.errorCount >= LIVE_JUMP_MIN_ERRORS;
  }

  /** The media element itself failed (decode error, unsupported source). */
  onMediaError(): void {
    const media = this.host.media();
    this.host.events.emit('playbackError', {
      kind: 'media',
      fatal: true,
      details: `media-error-${media?.error?.code ?? 0}`,
      position: media?.currentTime ?? 0,
    });
    this.retryVideoError();
  }

  /**
   * Video error retry: seek forward 10 s times the retry count, up to 10 retries, then reset the
   * count and flag an error (live-channels.md section 4, catalogue-vod-billing.md section 4).
   */
  private retryVideoError(): void {
    const media = this.host.media();
    const engine = this.host.engine();
    if (!media || !engine) return;
    const { store } = this.host;
    const retries = store.getState().videoErrorRetries + 1;
    if (retries > VIDEO_ERROR_MAX_RETRIES) {
      const errorCount = store.getState().errorCount + 1;
      store.setState({ videoErrorRetries: 0, videoError: true, errorCount });
      this.alertDownloadErrorOnce();
      if (errorCount > ERROR_THRESHOLD) this.stop('video-error');
      return;
    }
    const position = media.currentTime + VIDEO_ERROR_RETRY_STEP_SECONDS * retries;
    store.setState({ videoError: true, videoErrorRetries: retries });
    media.currentTime = position;
    engine.restartLoad(position);
  }

  private alertDownloadErrorOnce(): void {
    if (this.downloadAlertShown || this.host.store.getState().errorCount < DOWNLOAD_ERROR_MIN_ERRORS) return;
    this.downloadAlertShown = true;
    this.host.events.emit('alert', { type: 'message', key: PLAYER_MESSAGE_KEYS.downloadError });
  }
}
