import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { ParentalSettings } from './parental-settings';

const updateDevice = jest.fn();
const getDevice = jest.fn();
const reportMissingDevice = jest.fn();
const handleError = jest.fn();
jest.mock('@/lib/api/devices', () => ({
  updateDevice: (...args: unknown[]) => updateDevice(...args),
  getDevice: (...args: unknown[]) => getDevice(...args),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/platform', () => ({ getPlatformConfiguration: async () => ({ parentalDurations: [{ name: '30 min', minutes: 30 }] }) }));
jest.mock('@/lib/session/device-cookie', () => ({ currentDeviceId: () => 7 }));
jest.mock('@/lib/session/device-missing', () => ({ reportMissingDevice: () => reportMissingDevice() }));
jest.mock('@/lib/session/use-current-user', () => ({
  useCurrentUser: () => ({ user: { isGuest: false, parentalStatus: 'set' }, isLoading: false, refresh: jest.fn() }),
}));
jest.mock('@/lib/alerts/use-error-handler', () => ({ useErrorHandler: () => handleError }));
// The gate's own table is tested in lib/parental; here the PIN was just given.
jest.mock('@/lib/parental/browser-gate', () => ({
  ...jest.requireActual('@/lib/parental/browser-gate'),
  ensureParentalAccess: async () => true,
}));

function renderSettings() {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ParentalSettings />
    </SWRConfig>,
  );
}

async function unlock() {
  await userEvent.click(screen.getByRole('button', { name: en.parental.unlock }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: en.parental.settings.channel })).toBeEnabled());
}

beforeEach(() => {
  updateDevice.mockReset();
  getDevice.mockReset().mockResolvedValue({ parentalSettings: { channel: true } });
  reportMissingDevice.mockReset();
  handleError.mockReset();
});

describe('ParentalSettings', () => {
  it('saves parentalChannels 1 when channels stop being guarded and 30 when they are guarded again', async () => {
    updateDevice.mockImplementation(async (_api: unknown, _id: number, patch: { parentalSettings: object }) => ({ parentalSettings: patch.parentalSettings }));
    renderSettings();
    await unlock();
    await userEvent.click(screen.getByRole('checkbox', { name: en.parental.settings.channel }));
    expect(updateDevice).toHaveBeenLastCalledWith({}, 7, { parentalSettings: { channel: false }, settings: { parentalChannels: 1 } });
    await userEvent.click(screen.getByRole('checkbox', { name: en.parental.settings.channel }));
    expect(updateDevice).toHaveBeenLastCalledWith({}, 7, { parentalSettings: { channel: true }, settings: { parentalChannels: 30 } });
    await userEvent.click(screen.getByRole('checkbox', { name: en.parental.settings.vod }));
    expect(updateDevice).toHaveBeenLastCalledWith({}, 7, { parentalSettings: { vod: false }, settings: undefined });
  });

  it('a 404 on saving device settings restarts the session instead of showing an error', async () => {
    updateDevice.mockRejectedValue(new ApiError(404, { detail: 'Not found', error_code: 'not_found' }));
    renderSettings();
    await unlock();
    await userEvent.click(screen.getByRole('checkbox', { name: en.parental.settings.pay }));
    await waitFor(() => expect(reportMissingDevice).toHaveBeenCalledTimes(1));
    expect(handleError).not.toHaveBeenCalled();
  });

  it('moves the switch at once while saving, and back when the save fails', async () => {
    let fail: (error: unknown) => void = () => undefined;
    updateDevice.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    renderSettings();
    await unlock();
    const vod = screen.getByRole('checkbox', { name: en.parental.settings.vod });
    expect(vod).toBeChecked();
    await userEvent.click(vod);
    expect(vod).not.toBeChecked();
    fail(new ApiError(500, { detail: 'Server error', error_code: 'server_error' }));
    await waitFor(() => expect(vod).toBeChecked());
    expect(handleError).toHaveBeenCalledTimes(1);
  });
});
