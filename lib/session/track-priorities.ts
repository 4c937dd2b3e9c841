/**
 * Audio and text track language priorities (settings language/audiotracks and language/texttracks), stored
 * locally as the spec says (core-session-account.md section 1). The first language is the most wanted.
 */
export type TrackKind = 'audio' | 'text';

export const TRACK_PRIORITY_KEYS: Record<TrackKind, string> = { audio: 'audio_languages_priority', text: 'text_languages_priority' };

/** Stored text to a language list; anything unreadable is an empty list. */
export function parseTrackPriority(raw: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(raw || '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function readTrackPriority(kind: TrackKind, storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null): string[] {
  try {
    return parseTrackPriority(storage?.getItem(TRACK_PRIORITY_KEYS[kind]));
  } catch {
    return [];
  }
}

/** Puts `language` first, keeping the others' order; the platform's order fills the rest. */
export function preferLanguage(current: readonly string[], available: readonly string[], language: string): string[] {
  const ordered = [...current.filter((key) => available.includes(key)), ...available.filter((key) => !current.includes(key))];
  return [language, ...ordered.filter((key) => key !== language)];
}
