import { canLoadMoreCatalogue, catalogueRequest, visibleCountries, yearFilterOptions } from './catalogue-filters';

describe('yearFilterOptions', () => {
  it('offers the last two years, each of the 4 before, then the fixed ranges', () => {
    expect(yearFilterOptions(2026)).toEqual([
      { yearFrom: 2025, yearTo: 2026 },
      { yearFrom: 2024, yearTo: 2024 },
      { yearFrom: 2023, yearTo: 2023 },
      { yearFrom: 2022, yearTo: 2022 },
      { yearFrom: 2021, yearTo: 2021 },
      { yearFrom: 2020, yearTo: 2026 },
      { yearFrom: 2010, yearTo: 2019 },
      { yearFrom: 2000, yearTo: 2009 },
      { yearFrom: 1990, yearTo: 1999 },
      { yearFrom: 1980, yearTo: 1989 },
      { yearFrom: null, yearTo: 1979 },
    ]);
  });

  it('follows the current year', () => {
    expect(yearFilterOptions(2030)[0]).toEqual({ yearFrom: 2029, yearTo: 2030 });
    expect(yearFilterOptions(2030)[5]).toEqual({ yearFrom: 2020, yearTo: 2030 });
  });
});

describe('catalogue paging', () => {
  it('starts over with 100 on a filter change and adds 50 on scroll', () => {
    expect(catalogueRequest('replace', 250)).toEqual({ offset: 0, limit: 100, mode: 'replace' });
    expect(catalogueRequest('concat', 100)).toEqual({ offset: 100, limit: 50, mode: 'concat' });
  });

  it('loads more only after a full page', () => {
    expect(canLoadMoreCatalogue(100, 100)).toBe(true);
    expect(canLoadMoreCatalogue(37, 50)).toBe(false);
    expect(canLoadMoreCatalogue(0, 0)).toBe(false);
  });

  it('shows the first 30 countries', () => {
    expect(visibleCountries(Array.from({ length: 45 }, (_, index) => index))).toHaveLength(30);
  });
});
