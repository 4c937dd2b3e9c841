import type { PlaybackSource } from '../core/types';
import type { CastError, CastState } from './cast-rules';

export interface CastMedia {
  source: PlaybackSource | null;
  /** Seconds into the media to start the receiver at. */
  position: number;
  volume: number;
  title?: string;
}

export interface CastSenderEvents {
  state(state: CastState): void;
  /** The receiver's name once connected. */
  device(name: string | null): void;
  error(error: CastError): void;
}

/** One casting path: Google Cast where the sender framework exists, else the Remote Playback API. */
export interface CastSender {
  readonly kind: 'google-cast' | 'remote-playback';
  start(media: CastMedia): Promise<void>;
  stop(): void;
  dispose(): void;
}
