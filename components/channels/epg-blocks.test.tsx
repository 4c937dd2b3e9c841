import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import type { EpgRow } from '@/lib/api/types/channels';
import type { EpgRequest } from '@/lib/channels/epg-layout';
import { useEpgItems } from '@/lib/channels/epg-items';
import { EpgBlocks } from './epg-blocks';

const getEpg = jest.fn();
jest.mock('@/lib/api/channels', () => ({ getEpg: (...args: unknown[]) => getEpg(...args) }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
const warn = jest.fn();
jest.mock('@/lib/debug-log', () => ({ debugLog: { warn: (...args: unknown[]) => warn(...args) } }));

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

let shown: ReturnType<typeof useEpgItems>['items'] = new Map();
function Grid({ requests, ids }: { requests: EpgRequest[]; ids: number[] }) {
  const { items, addBlock } = useEpgItems();
  useEffect(() => {
    shown = items;
  }, [items]);
  return <EpgBlocks requests={requests} idsOfPage={() => ids} locale="en" onRows={addBlock} />;
}

/**
 * A fresh SWR cache per test, as a fresh page has; no dedupe window and a 1 ms error retry, so a request the grid's
 * options would let SWR repeat (a stale block, a failed one) shows within the test.
 */
function renderGrid(requests: EpgRequest[], ids: number[]) {
  const cache = new Map();
  const ui = (next: EpgRequest[], nextIds: number[]) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, errorRetryInterval: 1 }}>
      <Grid requests={next} ids={nextIds} />
    </SWRConfig>
  );
  const view = render(ui(requests, ids));
  return { rerender: (next: EpgRequest[], nextIds = ids) => view.rerender(ui(next, nextIds)), unmount: view.unmount };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const calls = () => getEpg.mock.calls.map(([, ids, range]) => ({ ids, startSec: range.startSec }));

beforeEach(() => {
  getEpg.mockReset();
  warn.mockReset();
  shown = new Map();
});

describe('EPG blocks through SWR', () => {
  it('asks each page and block once, and merges blocks by start without duplicates', async () => {
    const pending = [deferred(), deferred()];
    getEpg.mockImplementation(() => pending[getEpg.mock.calls.length - 1].promise);
    const requests = [
      { page: 0, blockStartSec: 0, blockEndSec: 200 },
      { page: 0, blockStartSec: 200, blockEndSec: 400 },
    ];
    const grid = renderGrid(requests, [7, 8]);
    grid.rerender([...requests]);
    expect(calls()).toEqual([
      { ids: [7, 8], startSec: 0 },
      { ids: [7, 8], startSec: 200 },
    ]);
    expect(shown.get(7)).toBeUndefined();
    await act(async () => {
      pending[1].resolve([{ channelId: 7, items: [item(3, 200), item(2, 150)] }]);
      pending[0].resolve([{ channelId: 7, items: [item(1, 0), item(2, 150)] }]);
    });
    await settle();
    expect(shown.get(7)?.map((each) => each.id)).toEqual([1, 2, 3]);
    expect(shown.get(8)).toBeUndefined();
  });

  it('reads a block scrolled back into view from the cache', async () => {
    getEpg.mockResolvedValue([{ channelId: 1, items: [item(1, 0)] }]);
    const first = [{ page: 0, blockStartSec: 0, blockEndSec: 100 }];
    const grid = renderGrid(first, [1]);
    await settle();
    grid.rerender([{ page: 0, blockStartSec: 100, blockEndSec: 200 }]);
    await settle();
    grid.rerender(first);
    await settle();
    expect(getEpg).toHaveBeenCalledTimes(2);
  });

  it('logs a failed block and asks it again when it comes back into view', async () => {
    getEpg.mockRejectedValueOnce(new Error('down')).mockResolvedValue([{ channelId: 1, items: [item(5, 0)] }]);
    const request = [{ page: 0, blockStartSec: 0, blockEndSec: 100 }];
    const grid = renderGrid(request, [1]);
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(getEpg).toHaveBeenCalledTimes(1);
    grid.rerender([]);
    grid.rerender(request);
    await settle();
    expect(getEpg).toHaveBeenCalledTimes(2);
    expect(shown.get(1)?.map((each) => each.id)).toEqual([5]);
  });

  it('keys blocks by the page’s channel ids, so a filtered list asks for its own rows', async () => {
    getEpg.mockResolvedValue([]);
    const request = [{ page: 0, blockStartSec: 0, blockEndSec: 100 }];
    const grid = renderGrid(request, [1, 2]);
    await settle();
    grid.rerender(request, [2]);
    await settle();
    grid.rerender(request, []);
    await settle();
    expect(getEpg.mock.calls.map((call) => call[1])).toEqual([[1, 2], [2]]);
  });
});
