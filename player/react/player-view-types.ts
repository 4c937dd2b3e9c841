import type { ReactNode } from 'react';
import type { AdInfo } from '../ads/ad-types';
import type { PlaybackPoint } from '../controls/playback-points';
import type { LivePosition, PlaybackMode, PlaybackSource } from '../core/types';
import type { PlayerAnalyticsState } from '../stats/playback-stats';
import type { PlayerServices } from './player-services';

export type PlayerStopReason = 'errors' | 'codec' | 'drm' | 'video-error';

/** What the viewer did in the player: started playing, toggled fullscreen, pressed back. */
export type PlayerAction = 'play' | 'toggle_fullscreen' | 'back';

/** Where a live or archive stream sits in the programme grid (unix seconds), for rewind and the LIVE badge. */
export interface PlayerLiveInfo {
  /** Unix time at media time 0 of the loaded stream: the requested `ts` for archive, unknown (0) for live. */
  streamStart?: number;
  programme?: LivePosition['programme'];
  schedule?: LivePosition['schedule'];
  /** The `ts` the stream was requested with (0 is live). */
  streamTimestamp?: number;
  /** Seconds the channel's picture runs behind the wall clock (vitrina: 360); the programme bar and scrubs follow it. */
  clockOffset?: number;
}

/** Screenshot previews of the seek bar: the catalogue's `screenshot_timings` and `screenshot_url` ({ms} template). */
export interface SeekPreviewSource {
  seekPointsUrl: string;
  screenshotUrlTemplate: string;
}

/** What the statistics need to name the playback (live-channels.md section 7 "playback start and update"). */
export interface PlaybackIdentity {
  statId?: number | null;
  contentId?: number | null;
  contentParentId?: number | null;
  libraryId?: number | null;
  /** How playback started, sent as startType (e.g. "autoplay", "click", "resume"). */
  startType?: string;
}

/**
 * The page lets the mini-player take this playback when the page goes while it plays (issue 18), and adopts it back
 * when it mounts again with the same key.
 */
export interface PlayerDockOptions {
  /** The page's identity of what plays: only a page rendering the same key adopts it. */
  key: string;
  /** What the page needs to adopt the playback without asking for the stream again (its stream answer). */
  restore: unknown;
}

export interface PlayerViewProps extends PlaybackIdentity {
  /** What the player needs of the app (alerts, storage, statistics, page leave); one object for the page's life. */
  services: PlayerServices;
  /** From lib/api stream answers (`vodPlaybackSource`, or `{url: stream.hlsMbr, protocol: 'hls'}` for channels); null shows the codec error. */
  source: PlaybackSource | null;
  /**
   * The page is still asking for the stream (`source` is null until it answers): the player mounts and stands ready,
   * loading nothing, so the answer goes straight to the engine instead of waiting for the player to mount.
   */
  streamPending?: boolean;
  mode: PlaybackMode;
  channelId?: number | null;
  live?: PlayerLiveInfo;
  /** The source is the catch-up blackout loop. */
  blackout?: boolean;
  /** The source is a title's trailer (the player's trailer state). */
  trailer?: boolean;
  autoplay?: boolean;
  /** Seconds into the media to start at (VOD resume). */
  startPosition?: number;
  title?: string;
  poster?: string | null;
  /**
   * The shape the source declares (width over height) when it is not the frame's 16:9: the picture is drawn in that
   * shape, centred, whatever the stream's own frames say (a channel's aspect_ratio). Absent, it keeps its own shape.
   */
  aspectRatio?: number | null;
  /** What the page marks the picture with, in its top corner (a channel's HD or 4K mark and overlay icon). */
  marks?: ReactNode;
  playbackPoints?: PlaybackPoint[];
  /** HLS URLs played before the content, in order (stream answer `packshots[].url`). */
  packshots?: string[];
  ads?: AdInfo | null;
  seekPreview?: SeekPreviewSource | null;
  /** A history position to offer resuming from, in seconds. */
  resumeFrom?: number | null;
  /**
   * A new value loads the same stream again with a fresh engine, where it is (the page asked the stream again after
   * a failure, or the connection came back); a new `source` needs no new key.
   */
  reloadKey?: number;
  /** The viewer's own actions in the player, for the page's analytics (live-channels.md section 7). */
  onAction?: (action: PlayerAction) => void;
  /** Shows the back button when given. */
  onBack?: () => void;
  onEnded?: () => void;
  /** The page requests the stream again with this `ts` (0 = live) and passes the new source and live info. */
  onStreamPositionRequest?: (timestamp: number) => void;
  onError?: (reason: PlayerStopReason) => void;
  /** 2 s before the end of a title longer than 20 s (catalogue-vod-billing.md "Content playback"). */
  onNextEpisode?: () => void;
  /** After 10 s of play and then periodically; the page saves history through lib/api. */
  onHistorySave?: (seconds: number, durationSec: number) => void;
  /** "Remove ads" (allow_disable), leading to purchase. */
  onRemoveAds?: () => void;
  /** Absent: the player stops with its page, as before the mini-player. */
  dock?: PlayerDockOptions;
  /** Who watches, sent with playback events and ad reports (live-channels.md section 3 "Player analytics state"). */
  viewer?: PlayerAnalyticsState;
}
