'use client';

import type { PlayerController } from '../core/controller';
import type { PlayerAlert } from '../core/types';
import type { PlayerStopReason } from './player-view-types';
import { usePlayerEvent } from './use-player-state';

/** The next-intl namespace of the player's strings; the controller's message keys live in it too. */
export const PLAYER_MESSAGES_NAMESPACE = 'player';

/** An alert's text: the translated key for player messages, the server's text and code for DRM failures (LC section 8). */
export function alertText(alert: PlayerAlert): string {
  return alert.type === 'message' ? `${PLAYER_MESSAGES_NAMESPACE}.${alert.key}` : `${alert.message} (${alert.code})`;
}

export interface PlayerEventHandlers {
  /** The app's alert host (PlayerServices.alert). */
  onAlert: (textOrKey: string) => void;
  onStreamPositionRequest?: (timestamp: number) => void;
  onError?: (reason: PlayerStopReason) => void;
  onEnded?: () => void;
}

/** Controller events to alerts and the page's callbacks; the latest callbacks always run. */
export function usePlayerEvents(controller: PlayerController, handlers: PlayerEventHandlers): void {
  usePlayerEvent(controller, 'alert', (alert) => handlers.onAlert(alertText(alert)));
  usePlayerEvent(controller, 'streamPositionRequest', ({ timestamp }) => handlers.onStreamPositionRequest?.(timestamp));
  usePlayerEvent(controller, 'stopped', ({ reason }) => handlers.onError?.(reason));
  usePlayerEvent(controller, 'ended', () => handlers.onEnded?.());
}
