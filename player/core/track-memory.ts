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

/** "en-US" and "EN" name the same language as "en": only the primary subtag is compared. */
function primaryLanguage(language: string): string {
  return language.trim().toLowerCase().split(/[-_]/)[0];
}

export function findByLanguage(tracks: readonly MediaTrack[], language: string | undefined): MediaTrack | undefined {
  if (!language) return undefined;
  return (
    tracks.find((track) => track.language === language) ??
    tracks.find((track) => primaryLanguage(track.language) === primaryLanguage(language))
  );
}

/** The track of the most wanted language the stream carries, in the order of `priority`. */
export function findByPriority(tracks: readonly MediaTrack[], priority: readonly string[]): MediaTrack | undefined {
  for (const language of priority) {
    const track = findByLanguage(tracks, language);
    if (track) return track;
  }
  return undefined;
}
