import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('keeps at most maxEntries answers, dropping the oldest first', async () => {
    const cache = new ResponseCache(() => 0, 2);
    const load = jest.fn(async () => 'x');
    await cache.getOrLoad('a', 1000, load);
    await cache.getOrLoad('b', 1000, load);
    await cache.getOrLoad('c', 1000, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('c', 1000, load);
    await cache.getOrLoad('b', 1000, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('a', 1000, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
