/** @jest-environment jest-fixed-jsdom */
import { getDefaultStore } from 'jotai';
import { lastChannelIdAtom, recentChannelIdsAtom, rememberOpenedChannel } from './channel-memory';

const store = getDefaultStore();
const stored = () => ({ last: localStorage.getItem('channels.last'), recent: localStorage.getItem('channels.recent') });

beforeEach(() => localStorage.clear());

describe('channel memory', () => {
  it('records the last channel and keeps the 10 newest non-adult channels', () => {
    for (let id = 1; id <= 12; id += 1) rememberOpenedChannel({ id, isAdult: false });
    expect(store.get(lastChannelIdAtom)).toBe(12);
    expect(store.get(recentChannelIdsAtom)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(stored()).toEqual({ last: '12', recent: '[12,11,10,9,8,7,6,5,4,3]' });
  });

  it('records an adult channel as last but never as recent', () => {
    rememberOpenedChannel({ id: 5, isAdult: false });
    rememberOpenedChannel({ id: 55, isAdult: true });
    expect(store.get(lastChannelIdAtom)).toBe(55);
    expect(store.get(recentChannelIdsAtom)).toEqual([5]);
  });

  it('reads nothing from broken storage, and the next opening starts a fresh list', () => {
    localStorage.setItem('channels.recent', '{not json');
    localStorage.setItem('channels.last', 'abc');
    const unsubscribe = [store.sub(lastChannelIdAtom, () => undefined), store.sub(recentChannelIdsAtom, () => undefined)];
    expect(store.get(recentChannelIdsAtom)).toEqual([]);
    expect(store.get(lastChannelIdAtom)).toBeNull();
    rememberOpenedChannel({ id: 4, isAdult: false });
    expect(stored()).toEqual({ last: '4', recent: '[4]' });
    unsubscribe.forEach((stop) => stop());
  });

  it('keeps the memory for the page when the storage refuses writes', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberOpenedChannel({ id: 8, isAdult: false })).not.toThrow();
    expect(store.get(lastChannelIdAtom)).toBe(8);
    setItem.mockRestore();
  });
});

describe('channel memory atoms', () => {
  it('tell subscribers when a channel is opened and keep one value until then', () => {
    const listener = jest.fn();
    const unsubscribe = store.sub(lastChannelIdAtom, listener);
    // Mounting reads the storage again (another tab may have written it meanwhile).
    listener.mockClear();
    const before = store.get(recentChannelIdsAtom);
    expect(store.get(recentChannelIdsAtom)).toBe(before);
    rememberOpenedChannel({ id: 9, isAdult: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get(lastChannelIdAtom)).toBe(9);
    expect(store.get(recentChannelIdsAtom)[0]).toBe(9);
    unsubscribe();
    rememberOpenedChannel({ id: 10, isAdult: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follow a channel opened in another tab', () => {
    const listener = jest.fn();
    const unsubscribe = store.sub(recentChannelIdsAtom, listener);
    listener.mockClear();
    localStorage.setItem('channels.recent', '[21,20]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'channels.recent', storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get(recentChannelIdsAtom)).toEqual([21, 20]);
    unsubscribe();
  });
});
