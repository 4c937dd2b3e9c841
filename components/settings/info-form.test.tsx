import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { InfoForm } from './info-form';

const updateCurrentUser = jest.fn();
jest.mock('@/lib/api/users', () => ({
  updateCurrentUser: (...args: unknown[]) => updateCurrentUser(...args),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('./info-data', () => ({ loadInfo: async () => ({ account: null, device: null, network: { remoteIp: null } }) }));
jest.mock('@/lib/session/device-cookie', () => ({ currentDeviceId: () => 'device-1' }));
jest.mock('@/lib/parental/browser-gate', () => ({ ensureParentalAccess: async () => true }));
jest.mock('@/lib/alerts/use-error-handler', () => ({ useErrorHandler: () => jest.fn() }));

/** A login-and-password account: no phone. The provider's mask asks for 11 digits. */
const member = {
  id: 5,
  isGuest: false,
  firstName: 'Aru',
  email: null as string | null,
  phone: null as string | null,
  provider: { name: 'Demo', phoneMask: '+7 (###) ###-##-##', support: { phone: null, email: null } },
};
const refresh = jest.fn();
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => ({ user: member, refresh }) }));

// A field's error is part of its label, so its name starts with the label.
const field = (label: string) => screen.getByRole('textbox', { name: (name) => name.startsWith(label) });

beforeEach(() => {
  updateCurrentUser.mockReset().mockImplementation(async (_api, change) => ({ ...member, ...change }));
});

describe('InfoForm', () => {
  it('adds a phone to an account that has none, with the name and e-mail in one update of the user', async () => {
    renderWithIntl(<InfoForm />);
    await userEvent.type(field(en.settings.phone), '+7 701 123 45 67');
    await userEvent.type(field(en.settings.email), 'aru@example.com');
    await userEvent.click(screen.getByRole('button', { name: en.settings.save }));
    expect(await screen.findByText(en.settings.saved)).toBeInTheDocument();
    expect(updateCurrentUser).toHaveBeenCalledTimes(1);
    expect(updateCurrentUser).toHaveBeenCalledWith({}, { firstName: 'Aru', email: 'aru@example.com', phone: '77011234567' });
    expect(refresh).toHaveBeenCalledWith(expect.objectContaining({ phone: '77011234567' }), { revalidate: false });
  });

  it('leaves the phone out of the update when it is unchanged or emptied', async () => {
    renderWithIntl(<InfoForm />);
    await userEvent.click(screen.getByRole('button', { name: en.settings.save }));
    expect(await screen.findByText(en.settings.saved)).toBeInTheDocument();
    expect(updateCurrentUser).toHaveBeenCalledWith({}, { firstName: 'Aru', email: null });
  });

  it('refuses a phone of the wrong length before asking the platform', async () => {
    renderWithIntl(<InfoForm />);
    await userEvent.type(field(en.settings.phone), '7701');
    await userEvent.click(screen.getByRole('button', { name: en.settings.save }));
    expect(await screen.findByText(en.settings.phoneInvalid)).toBeInTheDocument();
    expect(field(en.settings.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(updateCurrentUser).not.toHaveBeenCalled();
  });

  it('shows a phone another account holds on the phone field', async () => {
    // Worded in the viewer's language by the gateway (lib/api/error-texts.ts).
    const message = en.apiErrors.duplicatePhone;
    updateCurrentUser.mockRejectedValue(
      new ApiError(400, { error_code: 'duplicate_phone', error: { message, code: 'duplicate_phone' } }, 'Bad Request'),
    );
    renderWithIntl(<InfoForm />);
    await userEvent.type(field(en.settings.phone), '77011234567');
    await userEvent.click(screen.getByRole('button', { name: en.settings.save }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(en.settings.phone)).toHaveAttribute('aria-invalid', 'true');
  });
});
