'use client';

import { useEffect, useState, type RefObject } from 'react';
import type { PlayerController } from '../core/controller';

/** Toggles picture in picture where the browser supports it (null otherwise) and mirrors it into the controller. */
export function usePictureInPicture(controller: PlayerController, videoRef: RefObject<HTMLVideoElement | null>): (() => void) | null {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(typeof document !== 'undefined' && document.pictureInPictureEnabled === true);
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
