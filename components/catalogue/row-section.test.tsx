import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { ContentSummary, Promotion, Row } from '@/lib/api/types/catalogue';
import { RowSection } from './row-section';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
const openModal = jest.fn();
jest.mock('@/lib/modals/open-on-demand', () => ({ openModalOnDemand: (...args: unknown[]) => openModal(...args) }));

const card = (id: number, is4k = false): ContentSummary =>
  ({
    id,
    slug: `film-${id}`,
    title: `Film ${id}`,
    year: 2020,
    category: 'Drama',
    age: 12,
    is4k,
    images: [],
    cover: { src2x3: null, src16x9: null, bg: null, colorBg: null },
  }) as unknown as ContentSummary;

const promo = (id: number, destination: Partial<Promotion['destination']>): Promotion => ({
  id,
  title: `Promo ${id}`,
  short: '',
  description: 'Text body',
  destination: { type: 'content', id: null, slug: null, libraryId: null, idNoOtt: null, src: null, title: null, description: null, ...destination },
  background: null,
  colorBg: null,
  images: [],
  graphicTitle: { tv: null, mobile: null },
  packet: null,
});

const row = (overrides: Partial<Row>): Row => ({
  id: 3,
  slug: 'new',
  title: 'New releases',
  description: '',
  template: 'content-h',
  contentType: 'content',
  count: null,
  moreCount: 0,
  limit: 18,
  offset: 0,
  libraryId: null,
  loopCount: 0,
  contents: [],
  history: [],
  persons: [],
  channels: [],
  promotions: [],
  ...overrides,
});

const films = (count: number) => Array.from({ length: count }, (_, index) => card(index + 1));

describe('RowSection', () => {
  it('asks for promo-wide artwork at the spec\'s 1080 wide-image width', () => {
    const wide = { ...promo(9, {}), images: [{ type: 'wide', src: 'http://platform.test/art/promo/9.jpg' }] } as Promotion;
    const { container } = renderWithIntl(
      <RowSection row={row({ template: 'promo-wide', contentType: 'promo', promotions: [wide] })} eager providerIsOtt />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toContain('w=1080');
  });

  it('shows "See all" above 2 items and the tile above 6 for content-h', () => {
    renderWithIntl(<RowSection row={row({ contents: films(7) })} eager providerIsOtt />);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/en/row/new');
    expect(screen.getByTestId('open-all-tile')).toHaveTextContent('7');
  });

  it('has no tile for 6 items and no link for 2', () => {
    const { unmount } = renderWithIntl(<RowSection row={row({ contents: films(6) })} eager providerIsOtt />);
    expect(screen.queryByTestId('open-all-tile')).toBeNull();
    unmount();
    renderWithIntl(<RowSection row={row({ contents: films(2) })} eager providerIsOtt />);
    expect(screen.queryByRole('link', { name: 'See all' })).toBeNull();
  });

  it('gives person rows the link but never the tile', () => {
    const persons = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, slug: `p-${index}`, name: `P ${index}`, image: null, role: 'actor' }));
    renderWithIntl(<RowSection row={row({ template: 'person', contentType: 'person', persons })} eager providerIsOtt />);
    expect(screen.getByRole('link', { name: 'See all' })).toBeInTheDocument();
    expect(screen.queryByTestId('open-all-tile')).toBeNull();
  });

  it('leaves 4K titles out', () => {
    renderWithIntl(<RowSection row={row({ contents: [card(1), card(76, true)] })} eager providerIsOtt />);
    expect(screen.getAllByTestId('content-card')).toHaveLength(1);
  });

  it('opens text promos as a message and promo-key promos in the wizard', () => {
    const promotions = [promo(1, { type: 'text', title: 'Hello', description: 'World' }), promo(2, { type: 'enter_promo_key' }), promo(3, { type: 'open_url', src: 'https://example.org' })];
    renderWithIntl(<RowSection row={row({ template: 'button', contentType: 'promo', promotions })} eager providerIsOtt />);
    const list = screen.getByRole('list');
    within(list).getByRole('button', { name: 'Promo 1' }).click();
    expect(openModal).toHaveBeenCalledWith('message', { title: 'Hello', text: 'World' });
    within(list).getByRole('button', { name: 'Promo 2' }).click();
    expect(openModal).toHaveBeenCalledWith('promocode_wizard', {});
    expect(within(list).getByRole('link', { name: 'Promo 3' })).toHaveAttribute('target', '_blank');
  });

  it('gives promo rows above 2 items the link to their row page, but no tile', () => {
    const promotions = [1, 2, 3, 4, 5, 6, 7].map((id) => promo(id, { type: 'row', id }));
    renderWithIntl(<RowSection row={row({ id: 4, slug: 'quick-links', template: 'button', contentType: 'promo', promotions })} eager providerIsOtt />);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/en/row/quick-links');
    expect(screen.queryByTestId('open-all-tile')).toBeNull();
  });

  it("fetches first only the cards a phone's first screen shows, and only in the page's lead row", () => {
    const pictured = films(6).map((film) => ({ ...film, cover: { ...film.cover, src16x9: `/art/cover/${film.id}.jpg` } }));
    const priorities = () =>
      screen.getAllByTestId('content-card').map((link) => link.querySelector('img')?.getAttribute('fetchpriority') ?? null);
    const { unmount } = renderWithIntl(<RowSection row={row({ contents: pictured })} eager lead providerIsOtt />);
    expect(priorities()).toEqual(['high', 'high', 'high', null, null, null]);
    unmount();
    renderWithIntl(<RowSection row={row({ contents: pictured })} eager providerIsOtt />);
    expect(priorities()).toEqual([null, null, null, null, null, null]);
  });

  it('draws nothing for an empty row', () => {
    const { container } = renderWithIntl(<RowSection row={row({})} eager providerIsOtt />);
    expect(container).toBeEmptyDOMElement();
  });
});
