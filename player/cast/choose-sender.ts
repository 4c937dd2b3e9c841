import type { CastSender, CastSenderEvents } from './cast-sender';
import { createGoogleCastSender } from './google-cast';
import { createRemotePlaybackSender } from './remote-playback';

/**
 * Google Cast when its framework has loaded and answered, else the Remote Playback API of the <video>;
 * null when the browser has neither (the cast button then stays hidden).
 */
export function chooseCastSender(
  win: Window,
  video: HTMLVideoElement,
  events: CastSenderEvents,
  frameworkReady: boolean,
): CastSender | null {
  return (frameworkReady ? createGoogleCastSender(win, events) : null) ?? createRemotePlaybackSender(video, events);
}
