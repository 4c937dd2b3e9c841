import type { CastSender, CastSenderEvents } from './cast-sender';

interface RemotePlaybackLike extends EventTarget {
  state: 'connecting' | 'connected' | 'disconnected';
  prompt(): Promise<void>;
}

/** MSE playback shows as a blob: address (or a MediaSource object) on the element. */
export function isMediaSourcePlayback(video: Pick<HTMLVideoElement, 'currentSrc' | 'srcObject'>): boolean {
  return (
    video.currentSrc.startsWith('blob:') ||
    (typeof MediaSource !== 'undefined' && video.srcObject instanceof MediaSource)
  );
}

/** The W3C Remote Playback API on the <video> itself; the browser picks and drives the device. */
export function createRemotePlaybackSender(video: HTMLVideoElement, events: CastSenderEvents): CastSender | null {
  const remote = (video as HTMLVideoElement & { remote?: RemotePlaybackLike }).remote;
  if (!remote) return null;
  const onConnect = () => events.state('connected');
  const onConnecting = () => events.state('buffering');
  const onDisconnect = () => events.state('disconnected');
  remote.addEventListener('connect', onConnect);
  remote.addEventListener('connecting', onConnecting);
  remote.addEventListener('disconnect', onDisconnect);
  return {
    kind: 'remote-playback',
    async start(media) {
      if (!media.source) {
        events.error({ key: 'castNoSource' });
        return;
      }
      // A picture fed through Media Source Extensions (hls.js, shaka) has no address a device could open: the
      // browser refuses it, so the viewer is told casting is unavailable here without an empty device picker.
      if (isMediaSourcePlayback(video)) {
        events.error({ key: 'castUnavailable' });
        return;
      }
      try {
        await remote.prompt();
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        // NotSupportedError: this source (e.g. MSE) cannot be remoted; NotAllowedError: the viewer closed the picker.
        if (name === 'NotAllowedError') return;
        events.error({
          key: name === 'NotSupportedError' || name === 'InvalidStateError' ? 'castUnavailable' : 'castConnectError',
        });
      }
    },
    stop() {
      // The Remote Playback API has no disconnect call: the same picker ends the session.
      void remote.prompt().catch(() => undefined);
    },
    dispose() {
      remote.removeEventListener('connect', onConnect);
      remote.removeEventListener('connecting', onConnecting);
      remote.removeEventListener('disconnect', onDisconnect);
    },
  };
}
