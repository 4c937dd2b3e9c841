import { SEARCH_MAX_LENGTH } from '@/lib/rules/validation';
import { searchPath, searchQueryFromSegment, searchRenderPath } from './search-address';

describe('search addresses', () => {
  it('carries any query through the internal path and back, normalized', () => {
    for (const text of ['River', '  ночь  ', 'a/b', '..', '%41 & ?q=1', '𝄞 music']) {
      const segment = searchRenderPath(text).split('/')[2];
      expect(segment).toMatch(/^[\w-]+$/);
      expect(searchQueryFromSegment(segment)).toBe(text.trim().toLowerCase());
    }
    expect(searchRenderPath('   ')).toBe('/search');
    expect(searchQueryFromSegment(undefined)).toBe('');
  });

  it('cuts a query to the search maximum, so longer texts share one cached page', () => {
    expect(searchRenderPath('x'.repeat(SEARCH_MAX_LENGTH + 10))).toBe(searchRenderPath('x'.repeat(SEARCH_MAX_LENGTH)));
  });

  it('keeps the query address as the public one', () => {
    expect(searchPath('river night')).toBe('/search?q=river%20night');
    expect(searchPath('')).toBe('/search');
  });
});
