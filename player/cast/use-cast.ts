'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { showAlert } from '@/components/alerts/alert-store';
import type { PlayerController } from '../core/controller';
import type { PlaybackSource } from '../core/types';
import { CAST_RETRY_RESET_MS, castAvailabilityError, type CastError, type CastState } from './cast-rules';
import type { CastSender, CastSenderEvents } from './cast-sender';
import { createGoogleCastSender, hasGoogleCast } from './google-cast';
import { createRemotePlaybackSender } from './remote-playback';

export interface CastControl {
  state: CastState;
  device: string | null;
  /** Whether a cast button makes sense here at all. */
  available: boolean;
  start(): void;
  stop(): void;
}

/** Alerts are translated by the alert host; the browser name is filled in here. */
function alertFor(error: CastError, translate: (key: string, values?: Record<string, string>) => string): void {
  showAlert(translate(error.key, error.browser ? { browser: error.browser } : undefined));
}

/**
 * Casting through Google Cast when the page has its sender framework, else the Remote Playback API.
 * While casting, local controls hide (the controller's `casting` flag).
 */
export function useCast(
  controller: PlayerController,
  videoRef: RefObject<HTMLVideoElement | null>,
  source: PlaybackSource | null,
  translate: (key: string, values?: Record<string, string>) => string,
): CastControl {
  const [state, setState] = useState<CastState>('idle');
  const [device, setDevice] = useState<string | null>(null);
  const [available, setAvailable] = useState(false);
  const sender = useRef<CastSender | null>(null);
  const retrying = useRef(false);
  const latest = useRef({ source, translate });
  useEffect(() => {
    latest.current = { source, translate };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const events: CastSenderEvents = {
      state: (next) => {
        setState(next);
        controller.setFlags({ casting: next !== 'idle' && next !== 'disconnected' && next !== 'ended' });
      },
      device: setDevice,
      error: (error) => {
        // One alert per failed attempt; a quick second click retries without stacking messages.
        if (retrying.current) return;
        retrying.current = true;
        setTimeout(() => (retrying.current = false), CAST_RETRY_RESET_MS);
        alertFor(error, latest.current.translate);
      },
    };
    sender.current = hasGoogleCast(window)
      ? createGoogleCastSender(window, events)
      : createRemotePlaybackSender(video, events);
    setAvailable(sender.current !== null);
    return () => {
      sender.current?.dispose();
      sender.current = null;
    };
  }, [controller, videoRef]);

  const start = useCallback(() => {
    const unavailable = castAvailabilityError({
      userAgent: navigator.userAgent,
      secureContext: window.isSecureContext,
      hasCastFramework: hasGoogleCast(window),
      hasRemotePlayback: sender.current?.kind === 'remote-playback',
    });
    if (unavailable || !sender.current) {
      alertFor(unavailable ?? { key: 'castUnavailable' }, latest.current.translate);
      return;
    }
    const { currentTime, volume } = controller.getState();
    void sender.current.start({ source: latest.current.source, position: currentTime, volume });
  }, [controller]);

  const stop = useCallback(() => sender.current?.stop(), []);
  return { state, device, available, start, stop };
}
