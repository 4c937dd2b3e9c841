import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/shell/testing/intl';
import type { FilterValues } from '@/lib/catalogue/catalog-query';
import en from '@/messages/en.json';
import { CatalogFilters } from './catalog-filters';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace }),
  usePathname: () => '/catalog/100',
}));

const YEAR = 2026;

function show(values: FilterValues) {
  return <CatalogFilters values={values} genres={[]} countries={[]} currentYear={YEAR} />;
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const lastAddress = () => replace.mock.calls.at(-1)?.[0] as string;

beforeEach(() => replace.mockClear());

describe('CatalogFilters', () => {
  it('keeps a change made while the previous one is still loading (the server has not rendered it yet)', () => {
    renderWithIntl(show({}));
    fireEvent.change(select(en.catalogue.filterType), { target: { value: 'movie' } });
    expect(lastAddress()).toBe('/catalog/100?type=movie');
    // The page for type=movie has not arrived: the props still carry the old filters.
    fireEvent.change(select(en.catalogue.filterRating), { target: { value: '8' } });
    expect(lastAddress()).toBe('/catalog/100?type=movie&rating=8');
    expect(select(en.catalogue.filterType).value).toBe('movie');
    expect(select(en.catalogue.filterRating).value).toBe('8');
  });

  it('does not fall back to an older page that lands after a newer change was asked for', () => {
    const view = renderWithIntl(show({}));
    fireEvent.change(select(en.catalogue.filterType), { target: { value: 'movie' } });
    fireEvent.change(select(en.catalogue.filterRating), { target: { value: '8' } });
    // The first page lands while the second is still loading.
    view.rerender(show({ type: 'movie' }));
    expect(select(en.catalogue.filterRating).value).toBe('8');
    fireEvent.change(select(en.catalogue.filterYear), { target: { value: `${YEAR - 2}-${YEAR - 2}` } });
    expect(lastAddress()).toBe(`/catalog/100?type=movie&year=${YEAR - 2}-${YEAR - 2}&rating=8`);
  });

  it('follows the address when it changes from elsewhere (back, a link)', () => {
    const view = renderWithIntl(show({ type: 'movie' }));
    fireEvent.change(select(en.catalogue.filterRating), { target: { value: '8' } });
    view.rerender(show({ type: 'movie', rating: '8' }));
    // Back to the unfiltered page.
    view.rerender(show({}));
    expect(select(en.catalogue.filterType).value).toBe('');
    expect(select(en.catalogue.filterRating).value).toBe('');
    fireEvent.change(select(en.catalogue.filterType), { target: { value: 'series' } });
    expect(lastAddress()).toBe('/catalog/100?type=series');
  });

  it('clearing a filter drops it from the address, the others stay', () => {
    renderWithIntl(show({ type: 'movie', rating: '7' }));
    fireEvent.change(select(en.catalogue.filterRating), { target: { value: '' } });
    expect(lastAddress()).toBe('/catalog/100?type=movie');
  });
});
