'use client';

import { getDefaultStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { modalStateAtom } from '@/lib/modals';
import type { PlayerController } from '../core/controller';
import type { MediaElementLike } from '../core/types';
import { bindPlayerShortcuts } from '../keyboard/shortcuts';

export interface PlayerShortcutOptions {
  /** Preview players (zoomed channel cards) never take shortcuts. */
  preview?: boolean;
  onToggleFullscreen(): void;
  onEscape(): void;
  onToggleHelp(): void;
  /** Defaults to the app's modal store. */
  isModalOpen?: () => boolean;
}

const appModalOpen = () => getDefaultStore().get(modalStateAtom) !== null;

/** Binds the keyboard shortcuts to window while mounted; ignored during ads, in preview and under a modal. */
export function usePlayerShortcuts(
  controller: PlayerController<MediaElementLike> | null,
  options: PlayerShortcutOptions,
): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!controller || typeof window === 'undefined') return;
    return bindPlayerShortcuts(
      window,
      {
        togglePlay: () => controller.request('togglePlay', undefined),
        skip: (direction) => controller.request('skip', { direction }),
        stepVolume: (direction) => controller.request('stepVolume', { direction }),
        toggleFullscreen: () => latest.current.onToggleFullscreen(),
        escape: () => latest.current.onEscape(),
        toggleHelp: () => latest.current.onToggleHelp(),
      },
      {
        isAdPlaying: () => controller.getState().ad,
        isPreview: () => latest.current.preview === true,
        isModalOpen: () => (latest.current.isModalOpen ?? appModalOpen)(),
      },
    );
  }, [controller]);
}
