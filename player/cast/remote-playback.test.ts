import type { CastSenderEvents } from './cast-sender';
import { createRemotePlaybackSender } from './remote-playback';

function video(currentSrc: string) {
  const remote = Object.assign(new EventTarget(), { state: 'disconnected', prompt: jest.fn(async () => undefined) });
  return { element: { currentSrc, srcObject: null, remote } as unknown as HTMLVideoElement, remote };
}

function events() {
  const errors: string[] = [];
  const sink: CastSenderEvents = {
    state: () => undefined,
    device: () => undefined,
    error: (error) => errors.push(error.key),
  };
  return { errors, sink };
}

const source = { url: 'https://media.test/live/1/master.m3u8', protocol: 'hls' as const };

describe('Remote Playback sender', () => {
  it('tells the viewer casting is unavailable for an MSE picture instead of opening a picker that cannot work', async () => {
    const { element, remote } = video('blob:https://app.test/4f1c');
    const { errors, sink } = events();
    await createRemotePlaybackSender(element, sink)?.start({ source, position: 0, volume: 1 });
    expect(remote.prompt).not.toHaveBeenCalled();
    expect(errors).toEqual(['castUnavailable']);
  });

  it('opens the browser picker for a natively played address', async () => {
    const { element, remote } = video(source.url);
    const { errors, sink } = events();
    await createRemotePlaybackSender(element, sink)?.start({ source, position: 0, volume: 1 });
    expect(remote.prompt).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('asks for a source first', async () => {
    const { element } = video(source.url);
    const { errors, sink } = events();
    await createRemotePlaybackSender(element, sink)?.start({ source: null, position: 0, volume: 1 });
    expect(errors).toEqual(['castNoSource']);
  });
});
