import { preferLanguage, readTrackPriority, writeTrackPriority } from './track-priorities';

function memory() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('track priorities', () => {
  it('moves the chosen language first and keeps the rest in order', () => {
    expect(preferLanguage([], ['ru', 'kk', 'en'], 'en')).toEqual(['en', 'ru', 'kk']);
    expect(preferLanguage(['kk', 'en', 'ru'], ['ru', 'kk', 'en'], 'ru')).toEqual(['ru', 'kk', 'en']);
  });

  it('stores audio and text priorities apart and survives broken storage', () => {
    const storage = memory();
    writeTrackPriority('audio', ['kk', 'ru'], storage);
    expect(readTrackPriority('audio', storage)).toEqual(['kk', 'ru']);
    expect(readTrackPriority('text', storage)).toEqual([]);
    storage.setItem('text_languages_priority', '{broken');
    expect(readTrackPriority('text', storage)).toEqual([]);
  });
});
