import type { EpgRow } from './epg-api';
import { createEpgStore } from './epg-store';

const item = (id: number, startSec: number) => ({
  id,
  startSec,
  durationSec: 100,
  title: `P${id}`,
  age: 0,
  isCatchupAvailable: false,
});

function deferred() {
  let resolve!: (rows: EpgRow[]) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<EpgRow[]>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('EPG store', () => {
  it('asks each page and block once, merges blocks by start and tells listeners', async () => {
    const calls: { ids: readonly number[]; startSec: number }[] = [];
    const pending = [deferred(), deferred()];
    const store = createEpgStore(
      (ids, range) => {
        calls.push({ ids, startSec: range.startSec });
        return pending[calls.length - 1].promise;
      },
      () => undefined,
    );
    const listener = jest.fn();
    store.subscribe(listener);
    const requests = [
      { page: 0, blockStartSec: 0, blockEndSec: 200 },
      { page: 0, blockStartSec: 200, blockEndSec: 400 },
    ];
    store.ensure(requests, () => [7, 8]);
    store.ensure(requests, () => [7, 8]);
    expect(calls).toEqual([
      { ids: [7, 8], startSec: 0 },
      { ids: [7, 8], startSec: 200 },
    ]);
    expect(store.itemsOf(7)).toBeUndefined();
    pending[1].resolve([{ channelId: 7, items: [item(3, 200), item(2, 150)] }]);
    pending[0].resolve([{ channelId: 7, items: [item(1, 0), item(2, 150)] }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.itemsOf(7)?.map((each) => each.id)).toEqual([1, 2, 3]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.version()).toBe(2);
  });

  it('asks a failed block again and logs the failure', async () => {
    const log = jest.fn();
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    const store = createEpgStore(load, log);
    const request = [{ page: 0, blockStartSec: 0, blockEndSec: 100 }];
    store.ensure(request, () => [1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveBeenCalledTimes(1);
    store.ensure(request, () => [1]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keys blocks by the page’s channel ids, so a filtered list asks for its own rows', () => {
    const load = jest.fn().mockResolvedValue([]);
    const store = createEpgStore(load, () => undefined);
    const request = [{ page: 0, blockStartSec: 0, blockEndSec: 100 }];
    store.ensure(request, () => [1, 2]);
    store.ensure(request, () => [2]);
    store.ensure(request, () => []);
    expect(load.mock.calls.map((call) => call[0])).toEqual([[1, 2], [2]]);
  });
});
