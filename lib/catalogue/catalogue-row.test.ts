import type { Promotion, Row } from '@/lib/api/types/catalogue';
import { catalogueAddress, catalogueRowSetting, dominantCatalogueType, withCatalogueDestinations } from './catalogue-row';
import { destinationAction } from './destinations';

describe('CATALOGUE_ROW', () => {
  it('is an id or a slug; unset or blank leads nowhere; anything else stops the server with the setting named', () => {
    expect(catalogueRowSetting(undefined)).toBeNull();
    expect(catalogueRowSetting('  ')).toBeNull();
    expect(catalogueRowSetting(' 100 ')).toBe('100');
    expect(catalogueRowSetting('catalog')).toBe('catalog');
    expect(() => catalogueRowSetting('../rows')).toThrow(/CATALOGUE_ROW/);
  });

  it('writes the catalogue address with its filters', () => {
    expect(catalogueAddress('catalog', { type: 'movie', genre: 'drama' })).toBe('/catalog/catalog?type=movie&genre=drama');
    expect(catalogueAddress('catalog')).toBe('/catalog/catalog');
  });
});

describe('promos naming the catalogue row', () => {
  const promotion = (destination: Partial<Promotion['destination']>) =>
    ({
      title: 'The whole catalogue',
      description: '',
      destination: { type: 'row', id: null, slug: null, libraryId: null, idNoOtt: null, src: null, title: null, description: null, ...destination },
    }) as Promotion;
  const row = (promotions: Promotion[]) => ({ promotions }) as Row;
  const hrefs = (shown: Row) => shown.promotions.map((item) => destinationAction(item)).map((action) => action.kind === 'link' && action.href);

  it('open the catalogue with its filters, named by id or by slug; other rows stay row pages', () => {
    const promos = row([promotion({ id: 100, slug: 'catalog' }), promotion({ id: 100 }), promotion({ id: 7, slug: 'new' })]);
    expect(hrefs(withCatalogueDestinations(promos, '100'))).toEqual(['/catalog/100', '/catalog/100', '/row/new']);
    expect(hrefs(withCatalogueDestinations(promos, 'catalog'))).toEqual(['/catalog/catalog', '/row/100', '/row/new']);
  });

  it('stay row pages when the deployment names no catalogue', () => {
    const promos = row([promotion({ id: 100, slug: 'catalog' })]);
    expect(withCatalogueDestinations(promos, null)).toBe(promos);
    expect(hrefs(withCatalogueDestinations(promos, null))).toEqual(['/row/catalog']);
  });
});

describe("a Films or Series page's type", () => {
  const titles = (...types: string[]) => types.map((contentType) => ({ contentType }) as never);

  it('is the type over half its titles have, else none', () => {
    expect(dominantCatalogueType(titles('movie', 'movie', 'series'))).toBe('movie');
    expect(dominantCatalogueType(titles('series', 'series', 'movie', 'episode'))).toBeNull();
    expect(dominantCatalogueType(titles('series', 'series', 'series', 'episode'))).toBe('series');
    expect(dominantCatalogueType([])).toBeNull();
  });
});
