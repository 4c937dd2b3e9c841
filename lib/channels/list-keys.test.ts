import { listKeyTarget, scheduleFocusTarget } from './list-keys';

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

describe('scheduleFocusTarget', () => {
  /** A schedule whose programmes match the selectors given, whatever their order on the page. */
  const schedule = (matches: Record<string, string>) =>
    ({
      querySelector: (selector: string) => {
        const key = Object.keys(matches).find((attribute) => selector.endsWith(attribute));
        return key ? ({ id: matches[key] } as unknown as HTMLElement) : null;
      },
    }) as ParentNode;

  it('lands on the programme being watched, else the one on air, else the first shown', () => {
    const all = { '[aria-current="true"]': 'watched', '[data-state="live"]': 'on air', ' button': 'first' };
    expect(scheduleFocusTarget(schedule(all))).toEqual({ id: 'watched' });
    expect(scheduleFocusTarget(schedule({ '[data-state="live"]': 'on air', ' button': 'first' }))).toEqual({ id: 'on air' });
    expect(scheduleFocusTarget(schedule({ ' button': 'first' }))).toEqual({ id: 'first' });
    expect(scheduleFocusTarget(schedule({}))).toBeNull();
  });
});
