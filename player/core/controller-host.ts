import type { PlaybackEngine } from '../engines/engine';
import type { TypedEmitter } from './emitter';
import type { PlayerEvents } from './events';
import type { PlayerState } from './state';
import type { Store } from './store';

/** What the controller shares with its rule modules (errors, positions, tracks). */
export interface ControllerHost<Media> {
  readonly store: Store<PlayerState>;
  readonly events: TypedEmitter<PlayerEvents>;
  media(): Media | null;
  engine(): PlaybackEngine<Media> | null;
  nowUnix(): number;
}
