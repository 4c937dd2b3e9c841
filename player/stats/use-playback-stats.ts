'use client';

import { useEffect, useRef } from 'react';
import type { PlayerController } from '../core/controller';
import type { PlayerServices } from '../react/player-services';
import { retainPart, takePart } from '../dock/dock-store';
import {
  PlaybackStats,
  UNKNOWN_VIEWER,
  type PlaybackStatIdentity,
  type PlayerAnalyticsState,
} from './playback-stats';

/** How long after its player goes the last stat report waits, so the next start's requests go first. */
export const STAT_AFTER_PLAYER_MS = 2000;

/** Watched time is counted in whole seconds of real playback. */
const TICK_MS = 1000;

interface RunningStats {
  stats: PlaybackStats;
  stop(): void;
}

/**
 * Statistics of one playback: a fresh counter per stat id (every stream answer opens a new stat),
 * flushed when the page is left or hidden.
 */
export function usePlaybackStats(
  controller: PlayerController,
  identity: PlaybackStatIdentity,
  streamType: 'hls' | 'dash',
  { stats: transport, onPageLeave }: Pick<PlayerServices, 'stats' | 'onPageLeave'>,
  viewer: PlayerAnalyticsState = UNKNOWN_VIEWER,
): void {
  const { statId, channelId, contentParentId, contentId, startType, libraryId } = identity;
  const { userState, profile, providerId } = viewer;
  // The programme changes under a live stream every hour or so; the playback does not restart with it.
  const programme = useRef({ contentId, contentParentId });
  const current = useRef<PlaybackStats | null>(null);
  const latestViewer = useRef(viewer);
  useEffect(() => {
    latestViewer.current = { userState, profile, providerId };
    current.current?.updateViewer(latestViewer.current);
  }, [userState, profile, providerId]);
  useEffect(() => {
    programme.current = { contentId, contentParentId };
    current.current?.updateProgramme(programme.current);
  }, [contentId, contentParentId]);
  useEffect(() => {
    // Docked in the mini-player and adopted back, the playback keeps its statistics: one stat, still counting.
    const partKey = JSON.stringify([statId, channelId, startType, libraryId, streamType]);
    const startStats = (): RunningStats => {
      const started = new PlaybackStats(
        { statId, channelId, startType, libraryId, ...programme.current },
        transport,
        streamType,
        latestViewer.current,
      );
      const timer = setInterval(() => {
        const state = controller.getState();
        if (state.play && !state.paused && !state.ad && !state.packshot && !state.waiting) started.tick(state.currentTime);
      }, TICK_MS);
      const offError = controller.on('playbackError', (error) => started.error(error));
      const offLeave = onPageLeave(() => started.flush());
      return {
        stats: started,
        stop: () => {
          clearInterval(timer);
          offError();
          offLeave();
        },
      };
    };
    const running = (takePart(controller, 'stats', partKey)?.value as RunningStats | undefined) ?? startStats();
    const { stats, stop } = running;
    current.current = stats;
    // A player that goes while the page stays (a channel switch, the next episode) reports its last duration a
    // moment later: sent at once, it reached the server with the next stream's request and slowed it (traced on
    // switches). Leaving the page meanwhile still sends it, as a beacon. The mini-player's close ends it the same way.
    const finish = () => {
      stop();
      let sent = false;
      const send = () => {
        if (sent) return;
        sent = true;
        offLeaveLater();
        stats.flush();
      };
      const offLeaveLater = onPageLeave(send);
      setTimeout(send, STAT_AFTER_PLAYER_MS);
    };
    return () => {
      // Its page went and the mini-player took the playback: the statistics count on until it is closed.
      if (!retainPart(controller, 'stats', partKey, finish, running)) finish();
    };
  }, [controller, transport, onPageLeave, streamType, statId, channelId, startType, libraryId]);
}
