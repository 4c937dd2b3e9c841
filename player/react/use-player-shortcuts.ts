'use client';

import { useEffect, useRef, type RefObject } from 'react';
import type { PlayerController } from '../core/controller';
import type { MediaElementLike } from '../core/types';
import { bindPlayerShortcuts } from '../keyboard/shortcuts';

export interface PlayerShortcutOptions {
  /** Preview players (zoomed channel cards) never take shortcuts. */
  preview?: boolean;
  /** The player's own element: a dialog or list around it (the narrow channel page) does not silence it. */
  rootRef?: RefObject<HTMLElement | null>;
  onToggleFullscreen(): void;
  /** Space plays and pauses as the play button does (its `play` analytics event included); defaults to the controller. */
  onTogglePlay?(): void;
  onEscape(): void;
  onToggleHelp(): void;
  /** Defaults to a modal dialog on the page that is not the player's own frame. */
  isModalOpen?: () => boolean;
}

/** A modal dialog (aria-modal) is open over the player: the app's modals all mark themselves so. */
export function modalOpenOver(root: Element | null): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll('[aria-modal="true"], dialog[open]')].some(
    (dialog) => !(root && dialog.contains(root)),
  );
}

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
    const root = () => latest.current.rootRef?.current ?? null;
    return bindPlayerShortcuts(
      window,
      {
        togglePlay: () => {
          const onTogglePlay = latest.current.onTogglePlay;
          if (onTogglePlay) onTogglePlay();
          else controller.request('togglePlay', undefined);
        },
        skip: (direction) => controller.request('skip', { direction }),
        stepVolume: (direction) => controller.request('stepVolume', { direction }),
        toggleFullscreen: () => latest.current.onToggleFullscreen(),
        escape: () => latest.current.onEscape(),
        toggleHelp: () => latest.current.onToggleHelp(),
      },
      {
        isAdPlaying: () => controller.getState().ad,
        isPreview: () => latest.current.preview === true,
        isModalOpen: () => latest.current.isModalOpen?.() ?? modalOpenOver(root()),
        playerRoot: root,
      },
    );
  }, [controller]);
}
