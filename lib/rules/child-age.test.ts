import { isVisibleToChild } from './child-age';

describe('isVisibleToChild', () => {
  it('shows ages up to 12 only', () => {
    expect(isVisibleToChild(0)).toBe(true);
    expect(isVisibleToChild(12)).toBe(true);
    expect(isVisibleToChild(13)).toBe(false);
    expect(isVisibleToChild(null)).toBe(false);
    expect(isVisibleToChild(undefined)).toBe(false);
  });
});
