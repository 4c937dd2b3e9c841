import { catalogHref, filtersFromQuery, genresListed, isIndexableFilterSet, subgenresOf, yearValue } from './catalog-query';

describe('filtered catalogue query', () => {
  it('maps genre to main_genre and subgenre to genre, with year ranges and rating', () => {
    const { filters } = filtersFromQuery({ type: 'series', genre: 'drama', subgenre: 'comedy', year: '2010-2019', rating: '7', country: 'KZ' });
    expect(filters).toEqual({ contentType: 'series', mainGenre: 'drama', genre: 'comedy', country: 'KZ', yearFrom: 2010, yearTo: 2019, ratingFrom: 7 });
  });

  it('drops malformed values instead of sending them', () => {
    const { filters } = filtersFromQuery({ type: 'cartoon', year: 'soon', rating: 'high' });
    expect(filters.contentType).toBeUndefined();
    expect(filters.yearFrom).toBeUndefined();
    expect(filters.ratingFrom).toBeUndefined();
  });

  it('writes open-ended years', () => {
    expect(yearValue({ yearFrom: null, yearTo: 1979 })).toBe('-1979');
    expect(filtersFromQuery({ year: '-1979' }).filters).toMatchObject({ yearFrom: undefined, yearTo: 1979 });
  });

  it('writes the filters in address order and leaves empty ones out', () => {
    expect(catalogHref('/catalog/100', { rating: '8', genre: 'drama' })).toBe('/catalog/100?genre=drama&rating=8');
    expect(catalogHref('/catalog/100', { genre: '' })).toBe('/catalog/100');
  });
});

describe('the genres a catalogue offers', () => {
  const genre = (id: number, slug: string | null) => ({ id, slug, name: slug ?? String(id), rowSlug: null, rowId: null });
  const [drama, comedy, thriller, western] = [genre(1, 'drama'), genre(2, 'comedy'), genre(3, 'thriller'), genre(4, null)];
  const all = [drama, comedy, thriller, western];
  const titles = [{ genres: [drama, comedy] }, { genres: [drama, western] }, { genres: [drama] }];

  it('lists the genres the titles have, in the genre list order', () => {
    expect(genresListed(titles, all)).toEqual([drama, comedy, western]);
  });

  it("offers the chosen genre's subgenres: the other genres of its titles, the chosen subgenre kept", () => {
    expect(subgenresOf({}, titles, all)).toEqual([]);
    expect(subgenresOf({ genre: 'drama' }, titles, all)).toEqual([comedy, western]);
    // Titles filtered by the subgenre still offer it, and a genre named by id matches its id.
    expect(subgenresOf({ genre: 'drama', subgenre: 'thriller' }, [{ genres: [drama] }], all)).toEqual([thriller]);
    expect(subgenresOf({ genre: '4' }, [{ genres: [drama, western] }], all)).toEqual([drama]);
  });

  it('lets search engines index addresses of one filter besides the type, and no narrower', () => {
    expect(isIndexableFilterSet({})).toBe(true);
    expect(isIndexableFilterSet({ type: 'movie', genre: 'drama' })).toBe(true);
    expect(isIndexableFilterSet({ type: 'movie', genre: 'drama', year: '2010-2019' })).toBe(false);
    expect(isIndexableFilterSet({ country: 'KZ', rating: '8' })).toBe(false);
  });
});
