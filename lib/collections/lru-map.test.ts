import { createLruMap } from './lru-map.mjs';

describe('a bounded least-recently-used map', () => {
  it('drops the least recently used entry beyond its count, a read counting as a use', () => {
    const map = createLruMap<string>({ maxEntries: 2 });
    map.set('a', 'A');
    map.set('b', 'B');
    map.get('a');
    map.set('c', 'C');
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual(['A', undefined, 'C', 2]);
  });

  it('drops the least recently used beyond its weight, and never keeps a value heavier than the whole bound', () => {
    const map = createLruMap<string>({ maxWeight: 10, weightOf: (value) => value.length });
    map.set('a', 'aaa');
    map.set('b', 'bbb');
    map.set('c', 'cccccc');
    expect([map.has('a'), map.has('b'), map.has('c'), map.weight]).toEqual([false, true, true, 9]);
    expect(map.set('d', 'ddddddddddd')).toBe(false);
    expect([map.has('d'), map.has('b'), map.weight]).toEqual([false, true, 9]);
  });

  it('replaces a value under the same key, weighing only the new one', () => {
    const map = createLruMap<string>({ maxWeight: 10, weightOf: (value) => value.length });
    map.set('a', 'aaaa');
    map.set('a', 'aa');
    expect([map.get('a'), map.size, map.weight]).toEqual(['aa', 1, 2]);
  });
});
