import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { closeModal, MODAL_CLOSE_ANIMATION_MS, MODAL_REOPEN_DELAY_MS, modalStateAtom } from '@/lib/modals';
import type { CurrentUser } from '@/lib/session/use-current-user';
import { INTENT_LINK_ATTRIBUTE } from '@/lib/navigation/intent-links';
import { HEADER_DARK_SCROLL_PX, HEADER_HIDE_SCROLL_PX } from './constants';
import { Header } from './header';
import type { MenuPage } from './menu';
import { renderWithIntl } from '@/tests/support/intl';
import { guest, installLayoutMocks, member } from '@/tests/support/shell-layout-mocks';

let currentUser: CurrentUser | null = null;
let loading = false;
jest.mock('@/lib/session/shell-viewer', () => ({ useShellViewer: () => ({ user: currentUser, isLoading: loading }) }));
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn() }),
}));

const PAGES: MenuPage[] = [
  { id: 1, slug: 'home', title: 'Home', template: 'startpage' },
  { id: 1000, slug: 'my', title: 'My', template: 'contents' },
];

let landscape = true;
beforeAll(() => {
  installLayoutMocks();
  window.matchMedia = ((query: string) => ({ matches: query.includes('landscape') ? landscape : false, media: query })) as typeof window.matchMedia;
});
beforeEach(() => {
  currentUser = member();
  loading = false;
  landscape = true;
  window.scrollY = 0;
});
afterEach(() => {
  act(() => closeModal());
});

function OpenModalId() {
  const state = useAtomValue(modalStateAtom);
  return <output aria-label="open modal">{state && !state.closing ? state.id : ''}</output>;
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('Header', () => {
  it('shows the logo home link, the avatar and the messages slot to a signed-in viewer', async () => {
    renderWithIntl(<Header pages={PAGES} promoCodes messages={<button type="button">Messages (2)</button>} />);
    expect(screen.getByRole('link', { name: 'Demo TV, home page' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Account and settings' })).toHaveTextContent('A');
    expect(screen.getByRole('button', { name: 'Messages (2)' })).toBeInTheDocument();
    // The search box's code loads after hydration.
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'My' })).toBeInTheDocument();
  });

  it("names the logo link with its visible text first, so a voice command saying what is seen reaches it (WCAG 2.5.3)", () => {
    renderWithIntl(<Header pages={PAGES} promoCodes />);
    const logo = screen.getByRole('link', { name: /home page/ });
    expect(logo.getAttribute('aria-label')?.startsWith(logo.textContent ?? '\u0000')).toBe(true);
  });

  it('uses the account drop-down of the profiles feature when given', () => {
    renderWithIntl(<Header pages={PAGES} promoCodes accountMenu={<button type="button">Aida ▾</button>} />);
    expect(screen.getByRole('button', { name: 'Aida ▾' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account and settings' })).not.toBeInTheDocument();
  });

  it('gives a guest a sign-in button opening #auth and no messages', async () => {
    currentUser = guest();
    renderWithIntl(
      <>
        <Header pages={PAGES} promoCodes messages={<button type="button">Messages (2)</button>} />
        <OpenModalId />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Messages (2)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The modal controller loads on the first press.
    await waitFor(() => expect(screen.getByRole('status', { name: 'open modal' })).toHaveTextContent('auth'));
    expect(window.location.hash).toBe('#auth');
  });

  it('opens the promo code modal, and has no promo button when promo codes are off', async () => {
    jest.useFakeTimers();
    const view = renderWithIntl(
      <>
        <Header pages={PAGES} promoCodes />
        <OpenModalId />
      </>,
    );
    act(() => void jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS + MODAL_REOPEN_DELAY_MS));
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Promo code' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'open modal' })).toHaveTextContent('promocode'));
    jest.useRealTimers();
    view.rerender(<Header pages={PAGES} promoCodes={false} />);
    expect(screen.queryByRole('button', { name: 'Promo code' })).not.toBeInTheDocument();
  });

  it('hides search before any session exists', () => {
    currentUser = null;
    renderWithIntl(<Header pages={PAGES} promoCodes />);
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('holds the places of search and sign-in while start-up runs, without offering either', () => {
    currentUser = null;
    loading = true;
    renderWithIntl(<Header pages={PAGES} promoCodes />);
    expect(screen.getByTestId('search-reserved')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('user-area-reserved')).toHaveTextContent('Sign in');
    expect(screen.getByTestId('user-area-reserved')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("holds the guest trial button's place, unseen and in its words, where the provider offers guests promo days", () => {
    const view = renderWithIntl(<Header pages={PAGES} promoCodes guestTrialDays={7} />);
    expect(screen.getByTestId('trial-reserved')).toHaveTextContent('7 days free');
    expect(screen.getByTestId('trial-reserved')).toHaveAttribute('aria-hidden', 'true');
    view.unmount();
    renderWithIntl(<Header pages={PAGES} promoCodes />);
    expect(screen.queryByTestId('trial-reserved')).not.toBeInTheDocument();
  });

  it('links settings in every state, start-up and no session included, so the header never moves for it', () => {
    for (const [user, isLoading] of [[guest(), false], [member(), false], [null, true], [null, false]] as const) {
      currentUser = user;
      loading = isLoading;
      const view = renderWithIntl(<Header pages={PAGES} promoCodes />);
      expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/en/settings');
      view.unmount();
    }
  });

  it("makes settings and the avatar intent links, which the shell's navigator routes: no next/link in every page's first load", () => {
    renderWithIntl(<Header pages={PAGES} promoCodes />);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(INTENT_LINK_ATTRIBUTE);
    expect(screen.getByRole('link', { name: 'Account and settings' })).toHaveAttribute(INTENT_LINK_ATTRIBUTE);
    expect(screen.getByRole('link', { name: 'Account and settings' })).toHaveAttribute('href', '/en/settings');
  });

  it('darkens past 140 px and hides while scrolling down past 250 px in landscape', () => {
    renderWithIntl(<Header pages={PAGES} promoCodes />);
    const header = screen.getByRole('banner');
    scrollTo(HEADER_DARK_SCROLL_PX);
    expect(header).not.toHaveAttribute('data-dark');
    scrollTo(HEADER_DARK_SCROLL_PX + 1);
    expect(header).toHaveAttribute('data-dark', 'true');
    scrollTo(HEADER_HIDE_SCROLL_PX);
    expect(header).not.toHaveAttribute('data-hidden');
    scrollTo(HEADER_HIDE_SCROLL_PX + 50);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(HEADER_HIDE_SCROLL_PX + 20);
    expect(header).not.toHaveAttribute('data-hidden');
  });

  it('stays visible in portrait', () => {
    landscape = false;
    renderWithIntl(<Header pages={PAGES} promoCodes />);
    scrollTo(HEADER_HIDE_SCROLL_PX + 50);
    scrollTo(HEADER_HIDE_SCROLL_PX + 100);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-hidden');
  });
});
