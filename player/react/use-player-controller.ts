'use client';

import { useEffect, useRef, useState } from 'react';
import { PlayerController, type PlayerControllerOptions } from '../core/controller';
import { loadEngine } from '../engines/load-engine';
import { isDocked } from '../dock/dock-store';

function hasUserActivation(): boolean {
  return typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;
}

/**
 * One controller per mounted player, built from the options of the first render and destroyed on
 * unmount. Destruction waits a microtask so React's strict-mode unmount-and-remount keeps it alive. A controller
 * the mini-player docked as its page went lives on there; one adopted back from it is used instead of a new one.
 */
export function usePlayerController(
  options: Partial<PlayerControllerOptions<HTMLMediaElement>> = {},
  adopted: PlayerController<HTMLMediaElement> | null = null,
): PlayerController<HTMLMediaElement> {
  const [controller] = useState(
    () =>
      adopted ??
      new PlayerController<HTMLMediaElement>({
        createEngine: options.createEngine ?? loadEngine,
        storage: options.storage ?? null,
        now: options.now,
        hasUserInteracted: options.hasUserInteracted ?? hasUserActivation,
        trackPriorities: options.trackPriorities,
      }),
  );
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        // Its <video> left the page with it: the engine's teardown may wait.
        if (!mounted.current && !isDocked(controller)) controller.retire();
      });
    };
  }, [controller]);
  return controller;
}
