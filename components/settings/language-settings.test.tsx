import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import { act } from '@testing-library/react';
import { InterfaceLanguage, TrackLanguages } from './language-settings';

const switchLanguage = jest.fn();
const refreshUser = jest.fn();
const updateCurrentUser = jest.fn();
let viewer: { isGuest: boolean } | null = null;

jest.mock('@/lib/i18n/switch-language', () => ({ switchLanguage: (...args: unknown[]) => switchLanguage(...args) }));
jest.mock('swr', () => ({
  __esModule: true,
  default: () => ({
    data: {
      languages: [{ key: 'ru', name: 'Русский', isInterface: true }, { key: 'kk', name: 'Қазақша', isInterface: true }],
      audioLanguages: [
        { key: 'ru', name: 'Russian', priority: 1 },
        { key: 'kk', name: 'Kazakh', priority: 2 },
        { key: 'en', name: 'English', priority: 3 },
      ],
      textLanguages: [],
    },
  }),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/users', () => ({ updateCurrentUser: (...args: unknown[]) => updateCurrentUser(...args) }));
const loadCurrentUser = jest.fn();
jest.mock('@/lib/session/load-current-user', () => ({ loadCurrentUser: () => loadCurrentUser() }));
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => ({ user: viewer, refresh: refreshUser }) }));

afterEach(() => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  jest.clearAllMocks();
});

describe('InterfaceLanguage', () => {
  it('saves a member choice in the user settings, then moves to this page in the language', async () => {
    viewer = { isGuest: false };
    const saved = { settings: { language: 'kk' } };
    updateCurrentUser.mockResolvedValue(saved);
    renderWithIntl(<InterfaceLanguage />);
    fireEvent.click(screen.getByRole('button', { name: 'Қазақша' }));
    expect(updateCurrentUser).toHaveBeenCalledWith({}, { settings: { language: 'kk' } });
    // The page load would cut a save still in flight: the move waits for it.
    expect(switchLanguage).not.toHaveBeenCalled();
    await waitFor(() => expect(refreshUser).toHaveBeenCalledWith(saved, { revalidate: false }));
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('kk'));
  });

  it('moves to the language even when saving it fails', async () => {
    viewer = { isGuest: false };
    updateCurrentUser.mockRejectedValue(new Error('offline'));
    renderWithIntl(<InterfaceLanguage />);
    fireEvent.click(screen.getByRole('button', { name: 'Қазақша' }));
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('kk'));
  });

  it('saves a choice made before start-up said who this is, once the viewer turns out a member', async () => {
    viewer = null;
    loadCurrentUser.mockResolvedValue({ isGuest: false });
    updateCurrentUser.mockResolvedValue({ settings: { language: 'kk' } });
    renderWithIntl(<InterfaceLanguage />);
    fireEvent.click(screen.getByRole('button', { name: 'Қазақша' }));
    await waitFor(() => expect(updateCurrentUser).toHaveBeenCalledWith({}, { settings: { language: 'kk' } }));
  });

  it('keeps a guest choice on this browser only', async () => {
    viewer = { isGuest: true };
    renderWithIntl(<InterfaceLanguage />);
    fireEvent.click(screen.getByRole('button', { name: 'Қазақша' }));
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('kk'));
    expect(updateCurrentUser).not.toHaveBeenCalled();
  });
});

describe('TrackLanguages', () => {
  beforeEach(() => localStorage.clear());

  it('puts the chosen audio language first, stores the order, and follows a choice made in another tab', () => {
    renderWithIntl(<TrackLanguages kind="audio" />);
    expect(screen.getByRole('button', { name: 'Russian' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('audio_languages_priority') ?? '[]')).toEqual(['en', 'ru', 'kk']);

    act(() => {
      localStorage.setItem('audio_languages_priority', JSON.stringify(['kk', 'en', 'ru']));
      window.dispatchEvent(new StorageEvent('storage', { key: 'audio_languages_priority', storageArea: localStorage }));
    });
    expect(screen.getByRole('button', { name: /Kazakh/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
