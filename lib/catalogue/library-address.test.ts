import { libraryFromSearch, streamLibraries, withLibrary } from './library-address';

describe('library address', () => {
  it('reads a valid library_id only', () => {
    expect(libraryFromSearch('?library_id=5')).toBe(5);
    expect(libraryFromSearch('?x=1&library_id=12')).toBe(12);
    expect(libraryFromSearch('?library_id=abc')).toBeUndefined();
    expect(libraryFromSearch('?library_id=0')).toBeUndefined();
    expect(libraryFromSearch('')).toBeUndefined();
  });

  it('adds the library to an address, with or without a query', () => {
    expect(withLibrary('/watch/film', 5)).toBe('/watch/film?library_id=5');
    expect(withLibrary('/row/new?text=a', 5)).toBe('/row/new?text=a&library_id=5');
    expect(withLibrary('/watch/film', undefined)).toBe('/watch/film');
  });

  it("asks the address's library first, then the meta's, then the title's own, each once", () => {
    expect(streamLibraries(5, 2, 2)).toEqual([5, 2]);
    expect(streamLibraries(undefined, null, 3)).toEqual([3]);
    expect(streamLibraries(undefined, null, null)).toEqual([0]);
  });
});
