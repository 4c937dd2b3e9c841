import { fireEvent, screen } from '@testing-library/react';
import type { CurrentUser } from '@/lib/session/use-current-user';
import en from '@/messages/en.json';
import { renderWithIntl } from '@/tests/support/intl';
import { SettingsFrame } from './settings-frame';

let currentUser: CurrentUser | null = null;
let loading = false;
const openSignIn = jest.fn();
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => ({ user: currentUser, isLoading: loading }) }));
jest.mock('@/lib/session/use-auth-gate', () => ({ openSignIn: (...args: unknown[]) => openSignIn(...args) }));
jest.mock('next/navigation', () => ({
  usePathname: () => '/lk',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn() }),
}));

const renderAccount = () =>
  renderWithIntl(
    <SettingsFrame title="Account" href="/lk" parentHref="/settings">
      <p>account details</p>
    </SettingsFrame>,
  );

beforeEach(() => {
  currentUser = null;
  loading = false;
  openSignIn.mockClear();
});

describe('SettingsFrame', () => {
  it('offers sign-in, brought back to the page, to a visitor with no session at all once start-up is over', () => {
    renderAccount();
    expect(screen.queryByText('account details')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.settings.signIn }));
    expect(openSignIn).toHaveBeenCalledWith({ target: '/lk' });
  });

  it('holds the place while the session is still being read', () => {
    loading = true;
    renderAccount();
    expect(screen.queryByRole('button', { name: en.settings.signIn })).not.toBeInTheDocument();
  });
});
