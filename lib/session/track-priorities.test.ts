/** @jest-environment jest-fixed-jsdom */
import { getDefaultStore } from 'jotai';
import { preferLanguage, readTrackPriority } from './track-priorities';
import { trackPriorityAtoms } from './track-priority-atoms';

const store = getDefaultStore();

beforeEach(() => localStorage.clear());

describe('track priorities', () => {
  it('moves the chosen language first and keeps the rest in order', () => {
    expect(preferLanguage([], ['ru', 'kk', 'en'], 'en')).toEqual(['en', 'ru', 'kk']);
    expect(preferLanguage(['kk', 'en', 'ru'], ['ru', 'kk', 'en'], 'ru')).toEqual(['ru', 'kk', 'en']);
  });

  it('stores audio and text priorities apart and survives broken storage', () => {
    store.set(trackPriorityAtoms.audio, ['kk', 'ru']);
    expect(readTrackPriority('audio')).toEqual(['kk', 'ru']);
    expect(readTrackPriority('text')).toEqual([]);
    localStorage.setItem('text_languages_priority', '{broken');
    expect(readTrackPriority('text')).toEqual([]);
    expect(readTrackPriority('text', null)).toEqual([]);
  });

  it('follows a priority chosen in another tab', () => {
    const listener = jest.fn();
    const unsubscribe = store.sub(trackPriorityAtoms.text, listener);
    listener.mockClear();
    localStorage.setItem('text_languages_priority', '["en","ru"]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'text_languages_priority', storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get(trackPriorityAtoms.text)).toEqual(['en', 'ru']);
    unsubscribe();
  });
});
