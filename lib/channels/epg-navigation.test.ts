import { isEpgKey, moveEpgFocus, type EpgFocus, type NavItem } from './epg-navigation';

const item = (id: number, startSec: number, durationSec: number): NavItem => ({ id, startSec, durationSec });
const rows: Record<number, NavItem[]> = {
  0: [item(1, 0, 100), item(2, 100, 100), item(3, 200, 100)],
  1: [item(11, 0, 150), item(12, 150, 150)],
  2: [],
};
const itemsOf = (row: number) => rows[row];
const move = (focus: EpgFocus, key: Parameters<typeof moveEpgFocus>[1], count = 4) =>
  moveEpgFocus(focus, key, count, itemsOf, 0);

describe('moveEpgFocus', () => {
  it('walks a channel’s programmes left and right, from the channel cell and back to it', () => {
    const cell: EpgFocus = { row: 0, itemId: null, anchorSec: 120 };
    const onTwo = move(cell, 'ArrowRight');
    expect(onTwo).toEqual({ row: 0, itemId: 2, anchorSec: 120 });
    expect(move(onTwo, 'ArrowRight')).toEqual({ row: 0, itemId: 3, anchorSec: 200 });
    expect(move(move(onTwo, 'ArrowRight'), 'ArrowRight').itemId).toBe(3);
    expect(move({ row: 0, itemId: 1, anchorSec: 0 }, 'ArrowLeft').itemId).toBeNull();
    expect(move(cell, 'ArrowLeft')).toBe(cell);
  });

  it('keeps the time when moving between channels and lands on the programme airing then', () => {
    const focus: EpgFocus = { row: 0, itemId: 3, anchorSec: 200 };
    expect(move(focus, 'ArrowDown')).toEqual({ row: 1, itemId: 12, anchorSec: 200 });
    expect(move({ row: 1, itemId: 11, anchorSec: 120 }, 'ArrowUp')).toEqual({ row: 0, itemId: 2, anchorSec: 120 });
  });

  it('lands on the channel cell of a row whose programmes are not loaded, and stays inside the grid', () => {
    expect(move({ row: 1, itemId: 12, anchorSec: 200 }, 'ArrowDown')).toEqual({ row: 2, itemId: null, anchorSec: 200 });
    expect(move({ row: 2, itemId: null, anchorSec: 200 }, 'ArrowDown')).toEqual({
      row: 3,
      itemId: null,
      anchorSec: 200,
    });
    const top: EpgFocus = { row: 0, itemId: 1, anchorSec: 0 };
    expect(move(top, 'ArrowUp')).toBe(top);
    expect(move({ row: 3, itemId: null, anchorSec: 0 }, 'ArrowDown')).toEqual({ row: 3, itemId: null, anchorSec: 0 });
  });

  it('jumps to the first and last channel with Home and End', () => {
    expect(move({ row: 1, itemId: 12, anchorSec: 200 }, 'Home')).toEqual({ row: 0, itemId: 3, anchorSec: 200 });
    expect(move({ row: 0, itemId: null, anchorSec: 0 }, 'End').row).toBe(3);
  });

  it('anchors a programme that began before the timeline at the timeline start', () => {
    const early = { 0: [item(1, -500, 600), item(2, 100, 100)] } as Record<number, NavItem[]>;
    const focus = moveEpgFocus({ row: 0, itemId: 2, anchorSec: 100 }, 'ArrowLeft', 1, (row) => early[row], 0);
    expect(focus).toEqual({ row: 0, itemId: 1, anchorSec: 0 });
  });

  it('knows the keys it handles', () => {
    expect(['ArrowLeft', 'ArrowDown', 'Home'].every(isEpgKey)).toBe(true);
    expect(isEpgKey('Enter')).toBe(false);
  });
});
