'use client';

import { useEffect, useRef } from 'react';
import type { PlayerController } from '../core/controller';
import type { PlayerServices } from '../react/player-services';
import {
  PlaybackStats,
  UNKNOWN_VIEWER,
  type PlaybackStatIdentity,
  type PlayerAnalyticsState,
} from './playback-stats';

/** Watched time is counted in whole seconds of real playback. */
const TICK_MS = 1000;

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
    const stats = new PlaybackStats(
      { statId, channelId, startType, libraryId, ...programme.current },
      transport,
      streamType,
      latestViewer.current,
    );
    current.current = stats;
    const timer = setInterval(() => {
      const state = controller.getState();
      if (state.play && !state.paused && !state.ad && !state.packshot && !state.waiting) stats.tick(state.currentTime);
    }, TICK_MS);
    const offError = controller.on('playbackError', (error) => stats.error(error));
    const offLeave = onPageLeave(() => stats.flush());
    return () => {
      clearInterval(timer);
      offError();
      offLeave();
      stats.flush();
    };
  }, [controller, transport, onPageLeave, streamType, statId, channelId, startType, libraryId]);
}
