import type { PlayerRequests } from './events';

/** The controller methods requests map onto; kept narrow so UIs depend on requests, not methods. */
export interface PlayerCommands {
  play(): unknown;
  pause(): unknown;
  togglePlay(): unknown;
  skip(direction: 1 | -1): unknown;
  seek(seconds: number): unknown;
  scrub(offset: number): unknown;
  goLive(): unknown;
  setVolume(volume: number): unknown;
  stepVolume(direction: 1 | -1): unknown;
  toggleMute(): unknown;
  setPlaybackRate(rate: number): unknown;
  setLevel(id: number): unknown;
  setAudioTrack(id: number): unknown;
  setTextTrack(id: number | null): unknown;
}

export type RequestHandlers = { [K in keyof PlayerRequests]: (payload: PlayerRequests[K]) => void };

export function createRequestHandlers(commands: PlayerCommands): RequestHandlers {
  return {
    play: () => void commands.play(),
    pause: () => void commands.pause(),
    togglePlay: () => void commands.togglePlay(),
    skip: ({ direction }) => void commands.skip(direction),
    seek: ({ seconds }) => void commands.seek(seconds),
    scrub: ({ offset }) => void commands.scrub(offset),
    goLive: () => void commands.goLive(),
    setVolume: ({ volume }) => void commands.setVolume(volume),
    stepVolume: ({ direction }) => void commands.stepVolume(direction),
    toggleMute: () => void commands.toggleMute(),
    setPlaybackRate: ({ rate }) => void commands.setPlaybackRate(rate),
    setLevel: ({ id }) => void commands.setLevel(id),
    setAudioTrack: ({ id }) => void commands.setAudioTrack(id),
    setTextTrack: ({ id }) => void commands.setTextTrack(id),
  };
}
