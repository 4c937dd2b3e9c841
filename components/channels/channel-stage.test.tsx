import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import { ChannelStage } from './channel-stage';

const requestNotification = jest.fn();
const ensureParental = jest.fn();

jest.mock('@/lib/modals/notifications', () => ({
  requestNotification: (...args: unknown[]) => requestNotification(...args),
}));
jest.mock('@/lib/parental/use-parental-gate', () => ({ useParentalGate: () => ({ ensureParental }) }));
const deviceSettings = jest.fn();
jest.mock('@/lib/parental/browser-gate', () => ({ loadCurrentDeviceSettings: () => deviceSettings() }));
jest.mock('@/lib/billing/use-purchase', () => ({ usePurchase: () => ({ startPurchase: jest.fn() }) }));
jest.mock('./channel-player', () => ({ ChannelPlayer: () => <div data-testid="player" /> }));
jest.mock('./purchase-block', () => ({ PurchaseBlock: () => <div data-testid="purchase-block" /> }));
const still = jest.fn();
jest.mock('./player-still', () => ({
  PlayerStill: (props: unknown) => {
    still(props);
    return <div data-testid="still" />;
  },
}));

const viewer: ChannelViewer = { ready: true, userId: 5, profileId: null, signedIn: false, isChildProfile: false };

function channel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 4,
    name: 'Tumar',
    age: 0,
    isAdult: false,
    isAvailable: true,
    isPurchased: true,
    cover: { bg: '' },
    currentSchedule: null,
    ...overrides,
  } as unknown as Channel;
}

function renderStage(props: Partial<Parameters<typeof ChannelStage>[0]> = {}) {
  return renderWithIntl(
    <ChannelStage
      channel={channel()}
      ts={null}
      viewer={viewer}
      ready
      programme={null}
      schedule={[]}
      promoDays={7}
      onPosition={() => undefined}
      onPurchased={() => undefined}
      {...props}
    />,
  );
}

describe('ChannelStage', () => {
  beforeEach(() => {
    requestNotification.mockReset();
    ensureParental.mockReset().mockResolvedValue(true);
    deviceSettings.mockReset().mockResolvedValue(null);
    localStorage.clear();
  });

  it('asks for the registration prompt 5000 ms after a channel opens, again for the next channel', async () => {
    const { rerender } = renderStage();
    expect(await screen.findByTestId('player')).toBeInTheDocument();
    expect(requestNotification).toHaveBeenCalledWith('register', { delayMs: 5000 });
    rerender(
      <ChannelStage
        channel={channel({ id: 8 })}
        ts={null}
        viewer={viewer}
        ready
        programme={null}
        schedule={[]}
        promoDays={7}
        onPosition={() => undefined}
        onPurchased={() => undefined}
      />,
    );
    await waitFor(() => expect(requestNotification).toHaveBeenCalledTimes(2));
  });

  it('asks no prompt in the embedded player', async () => {
    renderStage({ embed: true });
    expect(await screen.findByTestId('player')).toBeInTheDocument();
    expect(requestNotification).not.toHaveBeenCalled();
  });

  it('mounts the player in its first render when there is nothing to ask (a channel switch waits for no effect)', () => {
    still.mockReset();
    renderStage();
    expect(screen.getByTestId('player')).toBeInTheDocument();
    expect(still).not.toHaveBeenCalled();
    expect(ensureParental).not.toHaveBeenCalled();
  });

  it('shows the purchase block for a channel not purchased and asks the parental check for an adult one', async () => {
    renderStage({ channel: channel({ isPurchased: false }) });
    expect(await screen.findByTestId('purchase-block')).toBeInTheDocument();
    ensureParental.mockResolvedValue(false);
    renderStage({ channel: channel({ id: 55, isAdult: true, age: 18 }) });
    await waitFor(() => expect(ensureParental).toHaveBeenCalledWith('channel'));
  });

  describe('an 18+ programme on a channel that is not adult', () => {
    const member: ChannelViewer = { ...viewer, signedIn: true };
    const adultProgramme = { id: 77, program: { age: 18 } } as unknown as ScheduleItem;

    it('asks the PIN as a programme when the device setting "program" is on, and plays nothing before', async () => {
      deviceSettings.mockResolvedValue({ program: true });
      ensureParental.mockResolvedValue(false);
      renderStage({ viewer: member, channel: channel({ age: 16 }), programme: adultProgramme });
      await waitFor(() => expect(ensureParental).toHaveBeenCalledWith('program'));
      expect(await screen.findByRole('button', { name: 'Enter PIN' })).toBeInTheDocument();
      expect(screen.queryByTestId('player')).toBeNull();
    });

    it('plays without asking when the setting is off', async () => {
      deviceSettings.mockResolvedValue({ program: false });
      // Another member: the device settings are cached per viewer.
      renderStage({ viewer: { ...member, userId: 6 }, channel: channel({ age: 16 }), programme: adultProgramme });
      expect(await screen.findByTestId('player')).toBeInTheDocument();
      expect(ensureParental).not.toHaveBeenCalled();
    });
  });
});
