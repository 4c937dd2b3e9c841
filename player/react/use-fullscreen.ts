'use client';

import { useCallback, useEffect, type RefObject } from 'react';
import type { PlayerController } from '../core/controller';
import type { MediaElementLike } from '../core/types';

/** iOS Safari only lets the <video> itself go fullscreen, through these WebKit methods. */
interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  webkitDisplayingFullscreen?: boolean;
}

/**
 * Mirrors the document's fullscreen state into the controller's `fullscreen` flag and returns a
 * toggle for the player container (the F key and the fullscreen button).
 */
export function useFullscreen(
  controller: PlayerController<MediaElementLike> | null,
  containerRef: RefObject<HTMLElement | null>,
  videoRef?: RefObject<HTMLVideoElement | null>,
): () => Promise<void> {
  useEffect(() => {
    if (!controller) return;
    const sync = () => controller.setFlags({ fullscreen: document.fullscreenElement !== null });
    const video = videoRef?.current ?? null;
    const enterVideo = () => controller.setFlags({ fullscreen: true });
    const leaveVideo = () => controller.setFlags({ fullscreen: false });
    document.addEventListener('fullscreenchange', sync);
    video?.addEventListener('webkitbeginfullscreen', enterVideo);
    video?.addEventListener('webkitendfullscreen', leaveVideo);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      video?.removeEventListener('webkitbeginfullscreen', enterVideo);
      video?.removeEventListener('webkitendfullscreen', leaveVideo);
    };
  }, [controller, videoRef]);

  return useCallback(async () => {
    const container = containerRef.current;
    const video = videoRef?.current as WebkitVideo | null | undefined;
    if (document.fullscreenElement) {
      await document.exitFullscreen();
      return;
    }
    if (container?.requestFullscreen) {
      await container.requestFullscreen();
      return;
    }
    if (video?.webkitDisplayingFullscreen) video.webkitExitFullscreen?.();
    else video?.webkitEnterFullscreen?.();
  }, [containerRef, videoRef]);
}
