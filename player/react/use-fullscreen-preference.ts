'use client';

import { useCallback, useEffect, useRef } from 'react';
import { FULLSCREEN_STORAGE_KEY } from '../controls/constants';
import type { PlayerController } from '../core/controller';
import type { PlayerServices } from './player-services';

/**
 * Remembers whether the viewer watches fullscreen (live-channels.md section 9) and returns the
 * wrapper to call inside a user gesture: browsers only grant fullscreen from one.
 */
export function useFullscreenPreference(
  controller: PlayerController,
  toggle: () => Promise<void>,
  storage: PlayerServices['storage'],
) {
  const wanted = useRef(false);
  useEffect(() => {
    wanted.current = storage()?.getItem(FULLSCREEN_STORAGE_KEY) === '1';
  }, [storage]);
  const toggleAndRemember = useCallback(async () => {
    const next = !controller.getState().fullscreen;
    wanted.current = next;
    try {
      storage()?.setItem(FULLSCREEN_STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Storage refused: the preference lasts for this page only.
    }
    await toggle().catch(() => undefined);
  }, [controller, toggle, storage]);
  /** A play gesture re-enters fullscreen for a viewer who left the last title in it. */
  const restoreOnGesture = useCallback(() => {
    if (wanted.current && !controller.getState().fullscreen) void toggle().catch(() => undefined);
  }, [controller, toggle]);
  return { toggleAndRemember, restoreOnGesture };
}
