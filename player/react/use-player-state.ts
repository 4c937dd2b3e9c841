'use client';

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { PlayerController } from '../core/controller';
import type { PlayerEvents } from '../core/events';
import type { PlayerState } from '../core/state';
import type { MediaElementLike } from '../core/types';

type AnyController = PlayerController<MediaElementLike>;

const identity = (state: PlayerState) => state;

/**
 * Reads the controller's state (or a slice of it) and re-renders when it changes. Select
 * primitives or existing state objects: a selector building a new object every call re-renders forever.
 */
export function usePlayerState(controller: AnyController): PlayerState;
export function usePlayerState<T>(controller: AnyController, selector: (state: PlayerState) => T): T;
export function usePlayerState<T>(controller: AnyController, selector?: (state: PlayerState) => T): T | PlayerState {
  const select = selector ?? identity;
  const getSnapshot = useCallback(() => select(controller.getState()), [controller, select]);
  return useSyncExternalStore(controller.subscribe, getSnapshot, getSnapshot);
}

/** Subscribes to one controller event for the component's lifetime; the latest handler always runs. */
export function usePlayerEvent<K extends keyof PlayerEvents>(
  controller: AnyController | null,
  name: K,
  handler: (payload: PlayerEvents[K]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!controller) return;
    return controller.on(name, (payload) => latest.current(payload));
  }, [controller, name]);
}
