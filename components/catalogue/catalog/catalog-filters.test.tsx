import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { renderWithIntl } from '@/tests/support/intl';
import type { FilterValues } from '@/lib/catalogue/catalog-query';
import en from '@/messages/en.json';
import { CatalogFilters } from './catalog-filters';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace }),
  usePathname: () => '/catalog/100',
}));

const YEAR = 2026;

const genre = (id: number, slug: string, name: string) => ({ id, slug, name, rowSlug: null, rowId: null });
const DRAMA = genre(1, 'drama', 'Drama');
const COMEDY = genre(2, 'comedy', 'Comedy');
const THRILLER = genre(3, 'thriller', 'Thriller');

function show(values: FilterValues, subgenres = values.genre ? [COMEDY] : []) {
  return (
    <CatalogFilters values={values} genres={[DRAMA, COMEDY, THRILLER]} subgenres={subgenres} countries={[]} currentYear={YEAR} />
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const lastAddress = () => replace.mock.calls.at(-1)?.[0] as string;

beforeEach(() => replace.mockClear());

describe('CatalogFilters', () => {
  it('keeps a change made while the previous one is still loading (the server has not rendered it yet)', () => {
    renderWithIntl(show({}));
    fireEvent.change(select(en.catalogue.filterType), { target: { value: 'movie' } });
    expect(lastAddress()).toBe('/en/catalog/100?type=movie');
    // The page for type=movie has not arrived: the props still carry the old filters.
    fireEvent.change(select(en.catalogue.filterRating), { target: { value: '8' } });
    expect(lastAddress()).toBe('/en/catalog/100?type=movie&rating=8');
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
    expect(lastAddress()).toBe(`/en/catalog/100?type=movie&year=${YEAR - 2}-${YEAR - 2}&rating=8`);
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
    expect(lastAddress()).toBe('/en/catalog/100?type=series');
  });

  it('offers the subgenres of the chosen genre only, and none before a genre is chosen', () => {
    const view = renderWithIntl(show({}));
    expect(select(en.catalogue.filterSubgenre)).toBeDisabled();
    view.rerender(show({ genre: 'drama' }));
    expect(select(en.catalogue.filterSubgenre)).toBeEnabled();
    const offered = Array.from(select(en.catalogue.filterSubgenre).options, (option) => option.text);
    expect(offered).toEqual([en.catalogue.filterAny, 'Comedy']);
  });

  it('another genre drops the subgenre chosen under the last one', () => {
    renderWithIntl(show({ type: 'movie', genre: 'drama', subgenre: 'comedy' }));
    fireEvent.change(select(en.catalogue.filterGenre), { target: { value: 'thriller' } });
    expect(lastAddress()).toBe('/en/catalog/100?type=movie&genre=thriller');
  });

  it('clearing a filter drops it from the address, the others stay', () => {
    renderWithIntl(show({ type: 'movie', rating: '7' }));
    fireEvent.change(select(en.catalogue.filterRating), { target: { value: '' } });
    expect(lastAddress()).toBe('/en/catalog/100?type=movie');
  });
});

describe('CatalogFilters before the page code ran', () => {
  function serverHtml(values: FilterValues) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Almaty">
        {show(values)}
      </NextIntlClientProvider>,
    );
    document.body.append(container);
    return container;
  }

  it('is a GET form for the same page, so it works without scripts', () => {
    const form = serverHtml({ type: 'movie' }).querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/catalog/100');
    expect(form.querySelector('noscript')?.innerHTML).toContain(en.catalogue.filterApply);
    form.parentElement!.remove();
  });

  it('applies a choice made in the server HTML once hydrated, and keeps it on screen', async () => {
    const container = serverHtml({ type: 'movie' });
    const type = container.querySelector<HTMLSelectElement>('select[name="type"]')!;
    const rating = container.querySelector<HTMLSelectElement>('select[name="rating"]')!;
    expect(type.value).toBe('movie');
    // The viewer picks while the scripts are still loading: nothing listens yet.
    type.value = 'series';
    rating.value = '8';
    await act(async () => {
      renderWithIntl(show({ type: 'movie' }), { container, hydrate: true });
    });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(lastAddress()).toBe('/en/catalog/100?type=series&rating=8');
    expect(select(en.catalogue.filterType).value).toBe('series');
    expect(select(en.catalogue.filterRating).value).toBe('8');
    container.remove();
  });

  it('navigates nowhere when the selects still show the address', async () => {
    const container = serverHtml({ type: 'movie' });
    await act(async () => {
      renderWithIntl(show({ type: 'movie' }), { container, hydrate: true });
    });
    expect(replace).not.toHaveBeenCalled();
    container.remove();
  });
});
