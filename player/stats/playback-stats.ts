import type { EngineError } from '../core/types';
import { STAT_INTERVAL_S, WATCH_EVENT_AT_S, playbackUpdateMarks } from './stats-constants';

/** Names the playback in every event (live-channels.md section 7 "playback start and update"). */
export interface PlaybackStatIdentity {
  statId: number | null;
  channelId: number | null;
  contentParentId: number | null;
  contentId: number | null;
  startType: string;
  libraryId: number | null;
}

/** live-channels.md section 3 "Player analytics state": who watches, sent with every playback event. */
export type PlayerUserState = 'not_login' | 'guest' | 'full_payment' | 'promo' | 'free';

export interface PlayerAnalyticsState {
  userState: PlayerUserState;
  /** The viewer profile's id. */
  profile: number | null;
  providerId: number | null;
}

/** Until the page says who watches: no session known. */
export const UNKNOWN_VIEWER: PlayerAnalyticsState = { userState: 'not_login', profile: null, providerId: null };

export interface PlaybackEventBody extends PlaybackStatIdentity, PlayerAnalyticsState {
  position: number;
}

/** live-channels.md section 7: "playback errors (code, errorType, streamType hls, url, position, details, content, library, channel)". */
export interface PlaybackErrorBody extends PlayerAnalyticsState {
  code: string;
  errorType: string;
  streamType: 'hls' | 'dash';
  url: string | null;
  position: number;
  details: string;
  content: number | null;
  library: number | null;
  channel: number | null;
}

export interface StatsTransport {
  playback(kind: 'start' | 'update', body: PlaybackEventBody): Promise<unknown>;
  watchEvent(body: PlaybackEventBody): Promise<unknown>;
  stat(statId: number, durationSeconds: number): Promise<unknown>;
  error(body: PlaybackErrorBody): Promise<unknown>;
}

/**
 * Counts watched seconds and sends the start, the update marks, the 5-minute watch event, the
 * 30-second stat and playback errors. Failures of the metrics service never reach the viewer.
 */
export class PlaybackStats {
  private watched = 0;
  private started = false;
  private nextMark = 0;
  private watchSent = false;
  private lastStatAt = 0;
  private readonly marks = playbackUpdateMarks();

  constructor(
    private identity: PlaybackStatIdentity,
    private readonly transport: StatsTransport,
    private readonly streamType: 'hls' | 'dash',
    private viewer: PlayerAnalyticsState = UNKNOWN_VIEWER,
  ) {}

  /** Who watches became known (the session loads beside the stream) or changed: later events carry it. */
  updateViewer(viewer: PlayerAnalyticsState): void {
    this.viewer = viewer;
  }

  /**
   * The live stream moved on to the next programme: later events name it, but the playback (its start, its counted
   * seconds and the stat id's duration) goes on, since the stream itself did not change.
   */
  updateProgramme(programme: Pick<PlaybackStatIdentity, 'contentId' | 'contentParentId'>): void {
    this.identity = { ...this.identity, ...programme };
  }

  get watchedSeconds(): number {
    return this.watched;
  }

  /** One more second of actual playback at `position` (seconds of media). */
  tick(position: number): void {
    if (!this.started) {
      this.started = true;
      this.send((t) => t.playback('start', this.body(position)));
    }
    this.watched += 1;
    if (this.nextMark < this.marks.length && this.watched >= this.marks[this.nextMark]) {
      this.nextMark += 1;
      this.send((t) => t.playback('update', this.body(position)));
    }
    if (!this.watchSent && this.watched >= WATCH_EVENT_AT_S) {
      this.watchSent = true;
      this.send((t) => t.watchEvent(this.body(position)));
    }
    if (this.watched - this.lastStatAt >= STAT_INTERVAL_S) this.flush();
  }

  /** Reports the watched duration now (every 30 s, and when the page is left). */
  flush(): void {
    const { statId } = this.identity;
    if (statId === null || this.watched === this.lastStatAt) return;
    this.lastStatAt = this.watched;
    const duration = this.watched;
    this.send((t) => t.stat(statId, duration));
  }

  error(error: EngineError & { position: number }): void {
    this.send((t) =>
      t.error({
        code: error.code === undefined ? error.kind : String(error.code),
        errorType: error.fatal ? 'fatal' : 'recoverable',
        streamType: this.streamType,
        url: error.url ?? null,
        position: error.position,
        details: error.details,
        content: this.identity.contentId,
        library: this.identity.libraryId,
        channel: this.identity.channelId,
        ...this.viewer,
      }),
    );
  }

  private body(position: number): PlaybackEventBody {
    return { ...this.identity, ...this.viewer, position: Math.max(0, Math.floor(position)) };
  }

  private send(call: (transport: StatsTransport) => Promise<unknown>): void {
    // The metrics service is best effort: a failed report is dropped, playback goes on.
    call(this.transport).catch(() => undefined);
  }
}
