'use client';

import { useCallback, useEffect, useRef } from 'react';
import { FULLSCREEN_STORAGE_KEY } from '../controls/constants';
import type { PlayerController } from '../core/controller';
import { browserStorage } from '@/lib/browser-storage';

/**
 * Remembers whether the viewer watches fullscreen (live-channels.md section 9) and returns the
 * wrapper to call inside a user gesture: browsers only grant fullscreen from one.
 */
export function useFullscreenPreference(controller: PlayerController, toggle: () => Promise<void>) {
  const wanted = useRef(false);
  useEffect(() => {
    wanted.current = browserStorage()?.getItem(FULLSCREEN_STORAGE_KEY) === '1';
  }, []);
  const store = (value: boolean) => {
    wanted.current = value;
    try {
      browserStorage()?.setItem(FULLSCREEN_STORAGE_KEY, value ? '1' : '0');
    } catch {
      // Storage refused: the preference lasts for this page only.
    }
  };
  const toggleAndRemember = useCallback(async () => {
    const next = !controller.getState().fullscreen;
    store(next);
    await toggle().catch(() => undefined);
  }, [controller, toggle]);
  /** A play gesture re-enters fullscreen for a viewer who left the last title in it. */
  const restoreOnGesture = useCallback(() => {
    if (wanted.current && !controller.getState().fullscreen) void toggle().catch(() => undefined);
  }, [controller, toggle]);
  return { toggleAndRemember, restoreOnGesture };
}
