import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import type { Device } from '@/lib/api/types/identity';
import en from '@/messages/en.json';
import { DevicesList } from './devices-list';

const getDevices = jest.fn();
const removeDevice = jest.fn();
const openMessage = jest.fn();
jest.mock('@/lib/api/devices', () => ({ getDevices: () => getDevices(), removeDevice: (...args: unknown[]) => removeDevice(...args) }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/modals', () => ({ openMessage: (...args: unknown[]) => openMessage(...args) }));
jest.mock('@/lib/modals/confirm', () => ({ confirmAction: async () => true }));

const device = (id: number, overrides: Partial<Device> = {}): Device => ({
  id: String(id),
  serial: `s-${id}`,
  deviceType: 'pc',
  vendor: 'Chrome',
  model: `Computer ${id}`,
  version: '',
  osName: 'linux',
  osVersion: '',
  applicationType: 'web',
  settings: {},
  parentalSettings: {},
  notification: {},
  loginAt: null,
  createdAt: '2026-11-21T12:00:00Z',
  isCurrent: false,
  ...overrides,
});

function renderList() {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DevicesList />
    </SWRConfig>,
  );
}

beforeEach(() => {
  getDevices.mockReset();
  removeDevice.mockReset();
  openMessage.mockReset();
});

describe('DevicesList', () => {
  it('labels device types and offers no removal for the current device', async () => {
    getDevices.mockResolvedValue([device(1, { isCurrent: true }), device(2, { applicationType: 'android-mobile', osName: 'android', deviceType: 'phone' })]);
    renderList();
    const rows = await screen.findAllByTestId('device-row');
    expect(within(rows[0]).getByText(en.settings.thisDevice)).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(within(rows[1]).getByText(en.settings.deviceTypes.android_mobile, { exact: false })).toBeInTheDocument();
  });

  it('removes another device after confirmation', async () => {
    getDevices.mockResolvedValueOnce([device(1, { isCurrent: true }), device(2)]).mockResolvedValue([device(1, { isCurrent: true })]);
    removeDevice.mockResolvedValueOnce(undefined);
    renderList();
    await userEvent.click(within((await screen.findAllByTestId('device-row'))[1]).getByRole('button', { name: en.settings.remove }));
    await waitFor(() => expect(screen.getAllByTestId('device-row')).toHaveLength(1));
    expect(removeDevice).toHaveBeenCalledWith({}, '2');
  });

  it('shows the too-many-devices message when the platform answers 403', async () => {
    getDevices.mockResolvedValue([device(1, { isCurrent: true }), device(3)]);
    removeDevice.mockRejectedValue(new ApiError(403, { error_code: 'guest_not_allowed' }, 'Forbidden'));
    renderList();
    const rows = await screen.findAllByTestId('device-row');
    await userEvent.click(within(rows[1]).getByRole('button', { name: en.settings.remove }));
    await waitFor(() => expect(openMessage).toHaveBeenCalledWith(expect.objectContaining({ text: en.settings.tooManyDevices })));
  });
});
