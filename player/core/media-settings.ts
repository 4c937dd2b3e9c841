import type { ControllerHost } from './controller-host';
import { normalizePlaybackRate, normalizeVolume, steppedVolume } from './controls-math';
import type { KeyValueStorage, MediaElementLike } from './types';

const VOLUME_STORAGE_KEY = 'player.volume';

/** Volume (stored locally, live-channels.md section 5), mute and on-demand playback speed. */
export class MediaSettings<Media extends MediaElementLike> {
  constructor(
    private readonly host: ControllerHost<Media>,
    private readonly storage: KeyValueStorage | null,
  ) {}

  /** The stored volume; an unreadable value falls back to the default. */
  static readStoredVolume(storage: KeyValueStorage | null): number | undefined {
    try {
      const raw = storage?.getItem(VOLUME_STORAGE_KEY);
      const value = raw === null || raw === undefined || raw === '' ? Number.NaN : Number(raw);
      return Number.isNaN(value) ? undefined : normalizeVolume(value);
    } catch {
      return undefined;
    }
  }

  /** Raising the volume above 0 also unmutes: the viewer evidently wants sound. */
  setVolume(volume: number): void {
    const next = normalizeVolume(volume);
    const muted = next === 0 ? this.host.store.getState().muted : false;
    const media = this.host.media();
    if (media) {
      media.volume = next;
      media.muted = muted;
    }
    this.host.store.setState({ volume: next, muted });
    try {
      this.storage?.setItem(VOLUME_STORAGE_KEY, String(next));
    } catch {
      // A full or blocked storage only loses the preference, never the volume change itself.
    }
  }

  stepVolume(direction: 1 | -1): void {
    this.setVolume(steppedVolume(this.host.store.getState().volume, direction));
  }

  setMuted(muted: boolean): void {
    const media = this.host.media();
    if (media) media.muted = muted;
    this.host.store.setState({ muted });
  }

  /** On-demand only (live-channels.md section 9); returns whether the speed changed. */
  setPlaybackRate(rate: number): boolean {
    if (this.host.store.getState().mode !== 'vod') return false;
    const next = normalizePlaybackRate(rate);
    const media = this.host.media();
    if (media) media.playbackRate = next;
    this.host.store.setState({ playbackRate: next });
    return true;
  }
}
