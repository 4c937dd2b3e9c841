import { catalogHref, filtersFromQuery, yearValue } from './catalog-query';

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
