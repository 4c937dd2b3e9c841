import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SEARCH_DEBOUNCE_MS as SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@/lib/rules/validation';
import { SearchBox } from './search-box';
import { renderWithIntl } from '@/tests/support/intl';

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
let pathname = '/channels';
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

let mobile = false;
beforeAll(() => {
  jest.useFakeTimers();
  window.matchMedia = ((query: string) => ({ matches: mobile && query.includes('max-width'), media: query })) as typeof window.matchMedia;
});
afterAll(() => jest.useRealTimers());
beforeEach(() => {
  Object.values(router).forEach((fn) => fn.mockClear());
  pathname = '/channels';
  mobile = false;
  window.history.replaceState(null, '', '/channels');
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const input = () => screen.getByRole('searchbox', { name: 'Search films, series and channels' });

describe('SearchBox', () => {
  it('activates on the icon and navigates to the lowercased query after the 1000 ms debounce', async () => {
    renderWithIntl(<SearchBox />);
    await user().click(screen.getByRole('button', { name: 'Search' }));
    expect(input()).toHaveFocus();
    await user().type(input(), 'Ба');
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(router.push).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith(`/en/search?q=${encodeURIComponent('ба')}`);
  });

  it('activates on "/" but not while typing in a field or on mobile', async () => {
    renderWithIntl(
      <>
        <input aria-label="Other field" />
        <SearchBox />
      </>,
    );
    await user().type(screen.getByLabelText('Other field'), '/');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    mobile = true;
    fireEvent.keyDown(document.body, { key: '/' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    mobile = false;
    fireEvent.keyDown(document.body, { key: '/' });
    expect(input()).toHaveFocus();
  });

  it('limits the query to 255 characters and ignores blank input', async () => {
    renderWithIntl(<SearchBox />);
    await user().click(screen.getByRole('button', { name: 'Search' }));
    expect(input()).toHaveAttribute('maxLength', String(SEARCH_MAX_LENGTH));
    fireEvent.change(input(), { target: { value: '   ' } });
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('replaces the results address while already on /search', async () => {
    pathname = '/search';
    window.history.replaceState(null, '', '/search?q=news');
    renderWithIntl(<SearchBox />);
    expect(input()).toHaveValue('news');
    fireEvent.change(input(), { target: { value: 'Sport' } });
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(router.replace).toHaveBeenCalledWith('/en/search?q=sport');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('Escape returns to the page the search started from', async () => {
    const view = renderWithIntl(<SearchBox />);
    await user().click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(input(), { target: { value: 'news' } });
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    pathname = '/search';
    window.history.pushState(null, '', '/search?q=news');
    view.rerender(<SearchBox />);
    await user().type(input(), '{Escape}');
    expect(router.back).toHaveBeenCalledTimes(1);
    pathname = '/channels';
    window.history.back();
    view.rerender(<SearchBox />);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('cancel on a directly opened results page goes home', async () => {
    pathname = '/search';
    window.history.replaceState(null, '', '/search?q=news');
    renderWithIntl(<SearchBox />);
    await user().click(screen.getByRole('button', { name: 'Cancel search' }));
    expect(router.push).toHaveBeenCalledWith('/en');
    expect(router.back).not.toHaveBeenCalled();
  });
});
