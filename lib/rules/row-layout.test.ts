import {
  hasMorePages,
  isEagerRow,
  rowPageSize,
  shouldLoadMoreOnScroll,
  showOpenAllLink,
  showOpenAllTile,
} from './row-layout';

describe('row paging', () => {
  it('pages 24 by default, 21 for content-v, 18 for content-h, 100 when prerendering', () => {
    expect(rowPageSize('promo-wide')).toBe(24);
    expect(rowPageSize(null)).toBe(24);
    expect(rowPageSize('content-v')).toBe(21);
    expect(rowPageSize('content-h')).toBe(18);
    expect(rowPageSize('content-h', true)).toBe(100);
  });

  it('has more while a page comes back full', () => {
    expect(hasMorePages(24, 24)).toBe(true);
    expect(hasMorePages(23, 24)).toBe(false);
    expect(hasMorePages(0, 0)).toBe(false);
  });

  it('loads the first 4 rows eagerly', () => {
    expect(isEagerRow(3)).toBe(true);
    expect(isEagerRow(4)).toBe(false);
  });

  it('loads more within 1000 px of the bottom, 800 px up to 768 px wide', () => {
    expect(shouldLoadMoreOnScroll(1_000, 1_280)).toBe(true);
    expect(shouldLoadMoreOnScroll(1_001, 1_280)).toBe(false);
    expect(shouldLoadMoreOnScroll(900, 768)).toBe(false);
    expect(shouldLoadMoreOnScroll(800, 768)).toBe(true);
  });
});

describe('open all', () => {
  it('links from the header above 2 items', () => {
    expect(showOpenAllLink(2)).toBe(false);
    expect(showOpenAllLink(3)).toBe(true);
  });

  it('adds a tile above 6 items for content-h, content-v, history-h and channel', () => {
    for (const template of ['content-h', 'content-v', 'history-h', 'channel']) {
      expect(showOpenAllTile(7, template)).toBe(true);
      expect(showOpenAllTile(6, template)).toBe(false);
    }
    expect(showOpenAllTile(50, 'promo-bg')).toBe(false);
    expect(showOpenAllTile(50, 'person')).toBe(false);
  });
});
