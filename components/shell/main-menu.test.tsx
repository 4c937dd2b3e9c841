import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@/lib/session/use-current-user';
import { MainMenu } from './main-menu';
import type { MenuPage } from './menu';
import { renderWithIntl } from '@/tests/support/intl';
import { arriveFromPartner } from '@/tests/support/partner-cookie';
import { guest, installLayoutMocks, layout, member, resizeAll } from '@/tests/support/shell-layout-mocks';

let currentUser: CurrentUser | null = null;
jest.mock('@/lib/session/shell-viewer', () => ({ useShellViewer: () => ({ user: currentUser, isLoading: false }) }));
// An English page's address carries its language (issue 33): the menu compares the route beneath it.
jest.mock('next/navigation', () => ({ usePathname: () => '/en/movies' }));

const PAGES: MenuPage[] = [
  { id: 1, slug: 'home', title: 'Home', template: 'startpage' },
  { id: 2, slug: 'channels', title: 'TV', template: 'tvchannels' },
  { id: 3, slug: 'movies', title: 'Movies', template: 'group.catalog' },
  { id: 4, slug: 'series', title: 'Series', template: 'group.catalog' },
  { id: 5, slug: 'search', title: 'Search page', template: 'search' },
  { id: 1000, slug: 'my', title: 'My', template: 'contents' },
];

beforeAll(installLayoutMocks);
beforeEach(() => {
  currentUser = member();
  layout.navWidth = 1000;
});

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('MainMenu', () => {
  it('links every visible page, marks the current one and hides search pages', () => {
    renderWithIntl(<MainMenu pages={PAGES} />);
    const links = within(mainMenu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'TV', 'Movies', 'Series', 'My']);
    expect(within(mainMenu()).getByRole('link', { name: 'Movies' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainMenu()).getByRole('link', { name: 'TV' })).toHaveAttribute('href', '/en/channels');
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('hides the "my" page from guests', () => {
    currentUser = guest();
    renderWithIntl(<MainMenu pages={PAGES} />);
    expect(within(mainMenu()).queryByRole('link', { name: 'My' })).not.toBeInTheDocument();
  });

  it('moves items that do not fit into the "..." dropdown and brings them back on resize', async () => {
    layout.navWidth = 340;
    renderWithIntl(<MainMenu pages={PAGES} />);
    expect(within(mainMenu()).getAllByRole('link', { hidden: false }).map((l) => l.textContent)).toEqual(['Home', 'TV', 'Movies']);
    // The dropdown's code comes once the menu finds it needed.
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    layout.navWidth = 1000;
    act(resizeAll);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('opens the dropdown from the keyboard, moves with arrows and closes on Escape', async () => {
    layout.navWidth = 240;
    renderWithIntl(<MainMenu pages={PAGES} />);
    const more = await screen.findByRole('button', { name: 'More' });
    more.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Movies' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Series' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'My' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it("adds a partner's links, opening in a new tab, only where the browser came from that partner", () => {
    const links: MenuPage[] = [
      { id: -1, slug: '', title: 'Shop', template: 'outer_link', url: 'https://shop.partner.example/', partner: 'clickup' },
      { id: -2, slug: '', title: 'Help', template: 'outer_link', url: 'https://help.partner.example/', partner: 'clickup' },
    ];
    const { unmount } = renderWithIntl(<MainMenu pages={[...PAGES, ...links]} />);
    expect(within(mainMenu()).queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
    unmount();
    arriveFromPartner('clickup');
    try {
      renderWithIntl(<MainMenu pages={[...PAGES, ...links]} />);
      expect(within(mainMenu()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'TV', 'Movies', 'Series', 'My', 'Shop', 'Help']);
      const shop = within(mainMenu()).getByRole('link', { name: 'Shop' });
      expect(shop).toHaveAttribute('href', 'https://shop.partner.example/');
      expect(shop).toHaveAttribute('target', '_blank');
      expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    } finally {
      arriveFromPartner(null);
    }
  });
});
