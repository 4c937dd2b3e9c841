import {
  channelMemorySnapshot,
  readLastChannelId,
  readRecentChannelIds,
  rememberOpenedChannel,
  subscribeChannelMemory,
  type StorageLike,
} from './channel-memory';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('channel memory', () => {
  it('records the last channel and keeps the 10 newest non-adult channels', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 12; id += 1) rememberOpenedChannel({ id, isAdult: false }, storage);
    expect(readLastChannelId(storage)).toBe(12);
    expect(readRecentChannelIds(storage)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('records an adult channel as last but never as recent', () => {
    const storage = memoryStorage();
    rememberOpenedChannel({ id: 5, isAdult: false }, storage);
    rememberOpenedChannel({ id: 55, isAdult: true }, storage);
    expect(readLastChannelId(storage)).toBe(55);
    expect(readRecentChannelIds(storage)).toEqual([5]);
  });

  it('reads nothing from broken or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem('channels.recent', '{not json');
    storage.setItem('channels.last', 'abc');
    expect(readRecentChannelIds(storage)).toEqual([]);
    expect(readLastChannelId(storage)).toBeNull();
    expect(readLastChannelId(null)).toBeNull();
  });
});

describe('channel memory store', () => {
  it('tells subscribers when a channel is opened and keeps one snapshot until then', () => {
    const storage = memoryStorage();
    const listener = jest.fn();
    const unsubscribe = subscribeChannelMemory(listener);
    const before = channelMemorySnapshot();
    expect(channelMemorySnapshot()).toBe(before);
    rememberOpenedChannel({ id: 9, isAdult: false }, storage);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(channelMemorySnapshot()).toMatchObject({ lastChannelId: 9 });
    expect(channelMemorySnapshot().recentIds[0]).toBe(9);
    unsubscribe();
    rememberOpenedChannel({ id: 10, isAdult: false }, storage);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
