import type { KeyValueStorage, TrackPriorities } from '../core/types';
import type { StatsTransport } from '../stats/playback-stats';

/** One event for the platform's metrics sink: an ad error or ad event (live-channels.md section 7). */
export interface PlayerMetricsEvent {
  name: string;
  params: Record<string, unknown>;
  /** Unix time in ms when it happened. */
  ts: number;
}

/**
 * What the player needs of the app it plays in. The app injects it (lib/player/player-services.ts) instead of the
 * player importing the app, so player/ stays a library (ARCHITECTURE.md layers). Pass one object for the page's
 * life, e.g. a module constant: its members are effect dependencies.
 */
export interface PlayerServices {
  /** A message for the viewer: a message key (`player.<key>`) the app's alert host translates, or finished text. */
  alert: (textOrKey: string) => void;
  /** Browser storage where allowed (volume, track choices, the fullscreen preference, the ad error log), else null. */
  storage: () => KeyValueStorage | null;
  /** The viewer's audio and subtitle language priorities from settings, read when a stream's tracks arrive. */
  trackPriorities: () => TrackPriorities;
  /** Calls `listener` when the page is left or hidden (statistics and history are flushed then); returns the stop. */
  onPageLeave: (listener: () => void) => () => void;
  /** The playback stat and event endpoints (live-channels.md section 7). */
  stats: StatsTransport;
  /** Sends one metrics event; failures are the caller's to ignore. */
  metricsEvent: (event: PlayerMetricsEvent) => Promise<unknown>;
}
