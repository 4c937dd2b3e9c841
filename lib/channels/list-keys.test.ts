import { listKeyTarget } from './list-keys';

describe('listKeyTarget', () => {
  it('moves one item with the up and down arrows and to the ends with Home and End', () => {
    expect(listKeyTarget('ArrowDown', 3, 10)).toBe(4);
    expect(listKeyTarget('ArrowUp', 3, 10)).toBe(2);
    expect(listKeyTarget('Home', 3, 10)).toBe(0);
    expect(listKeyTarget('End', 3, 10)).toBe(9);
  });

  it('stays put at the edges, in an empty list and for other keys', () => {
    expect(listKeyTarget('ArrowUp', 0, 10)).toBeNull();
    expect(listKeyTarget('ArrowDown', 9, 10)).toBeNull();
    expect(listKeyTarget('ArrowDown', 0, 0)).toBeNull();
    expect(listKeyTarget('Enter', 3, 10)).toBeNull();
    expect(listKeyTarget('Home', 0, 10)).toBeNull();
  });
});
