import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import en from '@/messages/en.json';
import { SettingsHome } from './settings-home';

let viewer: { user: Record<string, unknown> | null; isLoading: boolean } = { user: null, isLoading: false };
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => viewer }));
jest.mock('@/components/profiles/use-profiles', () => ({ useProfiles: () => ({ data: undefined }), useChooseProfile: () => jest.fn() }));

describe('SettingsHome', () => {
  it('offers sign-in where the profiles would be to a guest and to a visitor without any session', () => {
    for (const user of [{ isGuest: true, provider: { support: { phone: '', email: '' } } }, null]) {
      viewer = { user, isLoading: false };
      const view = renderWithIntl(<SettingsHome />);
      expect(screen.getByRole('button', { name: en.settings.signIn })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('holds the profiles place while start-up runs', () => {
    viewer = { user: null, isLoading: true };
    const { container } = renderWithIntl(<SettingsHome />);
    expect(screen.queryByRole('button', { name: en.settings.signIn })).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
