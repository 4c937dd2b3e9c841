import type { KeyValueStorage, MediaTrack } from './types';

const KEY_PREFIX = 'player.tracks.';

export interface RememberedTracks {
  audio?: string;
  /** null means subtitles were switched off. */
  text?: string | null;
}

/**
 * Remembers the audio and subtitle language chosen on each channel (live-channels.md section 4
 * "Player states"). Storage is injected so it works with localStorage, a cookie or a test map.
 */
export class TrackMemory {
  constructor(private readonly storage: KeyValueStorage | null) {}

  read(channelId: number): RememberedTracks {
    if (!this.storage) return {};
    try {
      const raw = this.storage.getItem(KEY_PREFIX + channelId);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' ? (parsed as RememberedTracks) : {};
    } catch {
      return {};
    }
  }

  remember(channelId: number, patch: RememberedTracks): void {
    if (!this.storage) return;
    const next = { ...this.read(channelId), ...patch };
    try {
      this.storage.setItem(KEY_PREFIX + channelId, JSON.stringify(next));
    } catch {
      // A full or blocked storage only costs the preference, never playback.
    }
  }
}

export function findByLanguage(tracks: readonly MediaTrack[], language: string | undefined): MediaTrack | undefined {
  if (!language) return undefined;
  return tracks.find((track) => track.language === language);
}
