import { fireEvent, screen } from '@testing-library/react';
import type { CurrentUser } from '@/lib/session/use-current-user';
import { BottomNav } from './bottom-nav';
import { renderWithIntl } from '@/tests/support/intl';
import { guest, member } from '@/tests/support/shell-layout-mocks';

let currentUser: CurrentUser | null = null;
let startingUp = false;
jest.mock('@/lib/session/shell-viewer', () => ({ useShellViewer: () => ({ user: currentUser, isLoading: startingUp }) }));
jest.mock('next/navigation', () => ({ usePathname: () => '/channels/sport' }));
const openModal = jest.fn();
jest.mock('@/lib/modals/open-on-demand', () => ({ openModalOnDemand: (...args: unknown[]) => openModal(...args) }));

const names = () =>
  Array.from(screen.getByRole('navigation', { name: 'Quick navigation' }).querySelectorAll('a, button'), (el) => el.textContent);

describe('BottomNav', () => {
  it('gives a signed-in adult home, channels, search, my and settings, marking the current section', () => {
    currentUser = member();
    renderWithIntl(<BottomNav />);
    expect(names()).toEqual(['Home', 'TV channels', 'Search', 'My', 'Settings']);
    expect(screen.getByRole('link', { name: 'TV channels' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides "my" from guests and offers them sign-in', () => {
    currentUser = guest();
    renderWithIntl(<BottomNav />);
    expect(names()).toEqual(['Home', 'TV channels', 'Search', 'Settings', 'Sign in']);
  });

  it('gives a child profile the profile chooser in the place of "my", so its bar keeps the five places', () => {
    currentUser = member({ profile: { id: 3, name: 'Kid', role: 'child' } });
    renderWithIntl(<BottomNav />);
    expect(names()).toEqual(['Home', 'TV channels', 'Search', 'Profiles', 'Settings']);
    expect(screen.getByRole('list')).toHaveStyle({ '--nav-items': '5' });
    fireEvent.click(screen.getByRole('button', { name: 'Profiles' }));
    expect(openModal).toHaveBeenCalledWith('profiles');
  });

  it("holds a guest's items while start-up runs, so the bar keeps its places once the viewer is known", () => {
    currentUser = null;
    startingUp = true;
    renderWithIntl(<BottomNav />);
    expect(names()).toEqual(['Home', 'TV channels', 'Search', 'Settings', 'Sign in']);
    startingUp = false;
  });
});
