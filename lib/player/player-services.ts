import { showAlert } from '@/lib/alerts/alert-store';
import { getBrowserApi } from '@/lib/api/browser';
import { postMetricsEvents } from '@/lib/api/metrics';
import { browserStorage } from '@/lib/browser-storage';
import { onPageLeave } from '@/lib/connectivity/page-leave';
import { readTrackPriority } from '@/lib/session/track-priorities';
import type { PlayerServices } from '@/player/react/player-services';
import { createApiStatsTransport } from './stats-transport';

/**
 * The app's side of the player (player/ imports nothing of the app): every page that mounts a PlayerView passes this
 * one object, so its members stay the same for the page's life.
 */
export const playerServices: PlayerServices = {
  alert: showAlert,
  storage: browserStorage,
  // Read when a stream's tracks arrive, so a change in settings applies to the next stream without a reload.
  trackPriorities: () => ({
    audio: readTrackPriority('audio', browserStorage()),
    text: readTrackPriority('text', browserStorage()),
  }),
  onPageLeave: (listener) => onPageLeave(listener),
  stats: createApiStatsTransport(() => getBrowserApi()),
  metricsEvent: (event) => postMetricsEvents(getBrowserApi(), event),
};
