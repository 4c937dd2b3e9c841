import { addEpgRows } from './epg-items';

const item = (id: number, startSec: number, title = `P${id}`) => ({
  id,
  startSec,
  durationSec: 100,
  title,
  age: 0,
  isCatchupAvailable: false,
});

describe('EPG items', () => {
  it('gives a new list only to the channels of the new block, later answers replacing a programme', () => {
    const first = addEpgRows(new Map(), [
      { channelId: 1, items: [item(2, 100), item(1, 0)] },
      { channelId: 2, items: [item(9, 0)] },
    ]);
    const next = addEpgRows(first, [{ channelId: 1, items: [item(2, 100, 'renamed'), item(3, 200)] }]);
    expect(next.get(1)?.map((each) => [each.id, each.title])).toEqual([
      [1, 'P1'],
      [2, 'renamed'],
      [3, 'P3'],
    ]);
    expect(next.get(2)).toBe(first.get(2));
    expect(addEpgRows(next, [])).toBe(next);
  });
});
