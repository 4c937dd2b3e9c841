import { isAliasReference } from './alias-address';

describe('isAliasReference', () => {
  it('is false for the record own slug or id, true for any other reference ending in its id', () => {
    const record = { id: 3, slug: 'the-last-caravan-3' };
    expect(isAliasReference('the-last-caravan-3', record)).toBe(false);
    expect(isAliasReference('3', record)).toBe(false);
    expect(isAliasReference('no-such-title-abc3', record)).toBe(true);
    expect(isAliasReference('003', record)).toBe(true);
  });
});
