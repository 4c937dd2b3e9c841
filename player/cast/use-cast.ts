'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlayerController } from '../core/controller';
import type { PlaybackSource } from '../core/types';
import { CAST_RETRY_RESET_MS, castAvailabilityError, type CastError, type CastState } from './cast-rules';
import { loadCastFramework } from './cast-framework';
import type { CastSender, CastSenderEvents } from './cast-sender';
import { chooseCastSender } from './choose-sender';

export interface CastControl {
  state: CastState;
  device: string | null;
  /** Intent (pointer or focus on the button): starts loading Google's sender framework. */
  prepare(): void;
  start(): void;
  stop(): void;
}

/** Shows a message of the player's namespace, its values filled in (the browser name of a cast error). */
export type CastAlert = (key: string, values?: Record<string, string>) => void;

function alertFor(error: CastError, alert: CastAlert): void {
  alert(error.key, error.browser ? { browser: error.browser } : undefined);
}

/**
 * Casting through Google Cast once its sender framework has loaded (on the first intent to cast), else the
 * Remote Playback API. While casting, local controls hide (the controller's `casting` flag). The button is always
 * there: where no sender exists the viewer learns why (Firefox, an insecure page, this browser, the current
 * context; live-channels.md section 8) rather than finding no button at all.
 */
export function useCast(
  controller: PlayerController,
  videoRef: RefObject<HTMLVideoElement | null>,
  source: PlaybackSource | null,
  alert: CastAlert,
): CastControl {
  const [state, setState] = useState<CastState>('idle');
  const [device, setDevice] = useState<string | null>(null);
  const sender = useRef<CastSender | null>(null);
  const events = useRef<CastSenderEvents | null>(null);
  const retrying = useRef(false);
  const latest = useRef({ source, alert });
  useEffect(() => {
    latest.current = { source, alert };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    events.current = {
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
        alertFor(error, latest.current.alert);
      },
    };
    sender.current = chooseCastSender(window, video, events.current, false);
    return () => {
      sender.current?.dispose();
      sender.current = null;
      events.current = null;
    };
  }, [controller, videoRef]);

  /** Resolves once the framework has loaded or failed, with the sender to use from then on. */
  const settleSender = useCallback(async (): Promise<CastSender | null> => {
    const ready = await loadCastFramework(window);
    const video = videoRef.current;
    if (ready && video && events.current && sender.current?.kind !== 'google-cast') {
      sender.current?.dispose();
      sender.current = chooseCastSender(window, video, events.current, true);
    }
    return sender.current;
  }, [videoRef]);

  const prepare = useCallback(() => void settleSender(), [settleSender]);

  const start = useCallback(async () => {
    const chosen = await settleSender();
    const unavailable = castAvailabilityError({
      userAgent: navigator.userAgent,
      secureContext: window.isSecureContext,
      hasCastFramework: chosen?.kind === 'google-cast',
      hasRemotePlayback: chosen?.kind === 'remote-playback',
    });
    if (unavailable || !chosen) {
      alertFor(unavailable ?? { key: 'castUnavailable' }, latest.current.alert);
      return;
    }
    const { currentTime, volume } = controller.getState();
    await chosen.start({ source: latest.current.source, position: currentTime, volume });
  }, [controller, settleSender]);

  const stop = useCallback(() => sender.current?.stop(), []);
  return { state, device, prepare, start: () => void start(), stop };
}
