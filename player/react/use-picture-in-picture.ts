'use client';

import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import type { PlayerController } from '../core/controller';

const neverChanges = () => () => undefined;
const pictureInPictureEnabled = () => document.pictureInPictureEnabled === true;

/** Toggles picture in picture where the browser supports it (null otherwise) and mirrors it into the controller. */
export function usePictureInPicture(
  controller: PlayerController,
  videoRef: RefObject<HTMLVideoElement | null>,
): (() => void) | null {
  const supported = useSyncExternalStore(neverChanges, pictureInPictureEnabled, () => false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const enter = () => controller.setFlags({ pictureInPicture: true });
    const leave = () => controller.setFlags({ pictureInPicture: false });
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    return () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
    };
  }, [controller, videoRef]);
  if (!supported) return null;
  return () => {
    const video = videoRef.current;
    if (!video) return;
    // Refusals (no metadata yet, a policy) leave the player as it was.
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void video.requestPictureInPicture().catch(() => undefined);
  };
}
