import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { ProfileForm } from './profile-form';

const createProfile = jest.fn();
const updateProfile = jest.fn();
jest.mock('@/lib/api/profiles', () => ({
  createProfile: (...args: unknown[]) => createProfile(...args),
  updateProfile: (...args: unknown[]) => updateProfile(...args),
  getAvatarCategories: async () => [{ id: 3, title: 'For kids', avatars: [{ id: 13, src: '/art/avatar/13.svg' }] }],
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
/** The PIN modal: each test says what the viewer does in it (the right PIN, or closing it). */
const pinAnswer = jest.fn<boolean, [string]>();
jest.mock('@/lib/modals', () => ({
  openModal: (name: string) => {
    const { settleParentalRequest } = jest.requireActual('@/lib/parental/pin-request');
    setTimeout(() => settleParentalRequest(pinAnswer(name)), 0);
  },
}));

const renderForm = (props: Parameters<typeof ProfileForm>[0]) =>
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProfileForm {...props} />
    </SWRConfig>,
  );

beforeEach(() => {
  createProfile.mockReset().mockResolvedValue({});
  updateProfile.mockReset().mockResolvedValue({});
});

describe('ProfileForm', () => {
  it("saves an existing profile's child toggle once however often it is clicked while saving", async () => {
    let release!: (value: unknown) => void;
    updateProfile.mockReturnValue(new Promise((done) => (release = done)));
    renderForm({ profile: { id: 5, name: 'Kid', icon: null, iconAvatarId: 13, role: 'adult' }, onSaved: jest.fn(), onCancel: jest.fn() });
    const child = screen.getByLabelText(en.profiles.childLabel);
    fireEvent.click(child);
    fireEvent.click(child);
    expect(updateProfile).toHaveBeenCalledTimes(1);
    expect(updateProfile).toHaveBeenCalledWith({}, 5, { role: 'child' });
    release({});
    await waitFor(() => expect(child).toBeEnabled());
    expect(child).toBeChecked();
    expect(updateProfile).toHaveBeenCalledTimes(1);
  });

  it('requires a name and creates the profile with its avatar only on save', async () => {
    const onSaved = jest.fn();
    renderForm({ profile: null, onSaved, onCancel: jest.fn() });
    await userEvent.click(screen.getByRole('button', { name: en.profiles.save }));
    expect(screen.getByText(en.profiles.nameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(en.profiles.nameLabel), 'Kids');
    await userEvent.click(screen.getByLabelText(en.profiles.childLabel));
    await userEvent.click(await screen.findByRole('button', { name: en.profiles.avatar.replace('{id}', '13') }));
    expect(createProfile).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: en.profiles.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(createProfile).toHaveBeenCalledWith({}, { name: 'Kids', role: 'child', iconAvatarId: 13 });
  });

  it('asks the PIN when the platform wants it for a child turning adult, and repeats the change after it', async () => {
    const pinRequired = new ApiError(403, { error_code: 'pincode_required', error: { message: 'Enter the parental PIN.', code: 'pincode_required' } });
    updateProfile.mockRejectedValueOnce(pinRequired).mockResolvedValueOnce({});
    pinAnswer.mockReturnValue(true);
    renderForm({ profile: { id: 5, name: 'Kid', icon: null, iconAvatarId: 13, role: 'child' }, onSaved: jest.fn(), onCancel: jest.fn() });
    await userEvent.click(screen.getByLabelText(en.profiles.childLabel));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(2));
    expect(pinAnswer).toHaveBeenCalledWith('pincode');
    expect(screen.getByLabelText(en.profiles.childLabel)).not.toBeChecked();
  });

  it('keeps the profile a child when the PIN is not given', async () => {
    updateProfile.mockRejectedValue(new ApiError(403, { error_code: 'pincode_required' }));
    pinAnswer.mockReturnValue(false);
    renderForm({ profile: { id: 5, name: 'Kid', icon: null, iconAvatarId: 13, role: 'child' }, onSaved: jest.fn(), onCancel: jest.fn() });
    await userEvent.click(screen.getByLabelText(en.profiles.childLabel));
    await waitFor(() => expect(screen.getByLabelText(en.profiles.childLabel)).toBeChecked());
    expect(updateProfile).toHaveBeenCalledTimes(1);
  });

  it('switches an existing profile between adult and child at once', async () => {
    renderForm({ profile: { id: 4, name: 'Aida', icon: null, iconAvatarId: 1, role: 'adult' }, onSaved: jest.fn(), onCancel: jest.fn() });
    await userEvent.click(screen.getByLabelText(en.profiles.childLabel));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({}, 4, { role: 'child' }));
  });
});
