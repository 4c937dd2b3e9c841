import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import { arriveFromPartner } from '@/tests/support/partner-cookie';
import en from '@/messages/en.json';
import { LogoutButton } from './logout-button';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => ({ user: { provider: { shortname: 'demo' } } }) }));
jest.mock('@/lib/session/logout', () => ({ logout: jest.fn() }));

afterEach(() => arriveFromPartner(null));

describe('LogoutButton', () => {
  it('is offered by default', () => {
    renderWithIntl(<LogoutButton />);
    expect(screen.getByRole('button', { name: en.settings.logout })).toBeInTheDocument();
  });

  it.each(['clickup', 'mbank'])('is not offered for the %s partner', (partner) => {
    arriveFromPartner(partner);
    renderWithIntl(<LogoutButton />);
    expect(screen.queryByRole('button', { name: en.settings.logout })).toBeNull();
  });
});
