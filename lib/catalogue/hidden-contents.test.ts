import { hiddenContentIds, isHiddenContent } from './hidden-contents';

describe('brand-hidden contents', () => {
  it('reads comma-separated ids, nothing when unset', () => {
    expect([...hiddenContentIds(' 12, 7 ,,81')]).toEqual([12, 7, 81]);
    expect(hiddenContentIds(undefined).size).toBe(0);
    expect(hiddenContentIds('').size).toBe(0);
  });

  it('refuses a setting that is not a list of ids, naming the bad entry', () => {
    expect(() => hiddenContentIds('12,abc')).toThrow(/"abc" is not a content id/);
    expect(() => hiddenContentIds('0')).toThrow(/"0"/);
  });

  it('hides a title and the seasons and episodes of a hidden series', () => {
    const hidden = new Set([81]);
    expect(isHiddenContent({ id: 81 }, hidden)).toBe(true);
    expect(isHiddenContent({ id: 1002, breadcrumbs: [{ id: 81 }, { id: 1001 }] }, hidden)).toBe(true);
    expect(isHiddenContent({ id: 1, breadcrumbs: [] }, hidden)).toBe(false);
    expect(isHiddenContent({ id: 81 }, new Set())).toBe(false);
  });
});
