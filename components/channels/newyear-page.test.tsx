import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Channel } from '@/lib/api/types/channels';
import { PLATFORM_LISTING } from '@/lib/channels/channel-listing';
import { NewYearPage } from './newyear-page';
import { stubMatchMediaNoMatch } from '@/tests/support/match-media';

const mounts = jest.fn();
const showAlert = jest.fn();
const NOW_SEC = Math.floor(Date.now() / 1000);
const HOUR = 3600;
/** The programmes the schedule tab offers: one past with its archive, one blacked out, one on air, one to come. */
const PROGRAMMES = {
  past: { channelId: 3929, startSec: NOW_SEC - 3 * HOUR, durationSec: HOUR, isCatchupAvailable: true },
  banned: { channelId: 3929, startSec: NOW_SEC - 5 * HOUR, durationSec: HOUR, isCatchupAvailable: false },
  live: { channelId: 3929, startSec: NOW_SEC - HOUR / 2, durationSec: HOUR, isCatchupAvailable: true },
  future: { channelId: 3929, startSec: NOW_SEC + 2 * HOUR, durationSec: HOUR, isCatchupAvailable: true },
};

jest.mock('./channel-view', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    ChannelView: ({ channel, ts }: { channel: { id: number }; ts: number | null }) => {
      useEffect(() => mounts(channel.id, ts), [channel.id, ts]);
      return <div data-testid="channel-view" />;
    },
  };
});
jest.mock('./promo-rows', () => ({ PromoRows: () => null }));
jest.mock('./schedule-panel', () => ({
  SchedulePanel: ({ onSelect }: { onSelect: (item: unknown) => void }) => (
    <ol>
      {Object.entries(PROGRAMMES).map(([name, item]) => (
        <li key={name}>
          <button type="button" onClick={() => onSelect(item)}>
            {name}
          </button>
        </li>
      ))}
    </ol>
  ),
}));
jest.mock('@/lib/alerts/alert-store', () => ({ showAlert: (...args: unknown[]) => showAlert(...args) }));
jest.mock('./newyear-countdown', () => ({ NewYearCountdown: () => null }));
jest.mock('@/lib/channels/use-viewer', () => ({
  useChannelViewer: () => ({ ready: true, userId: null, profileId: null, signedIn: false, isChildProfile: false }),
}));
jest.mock('@/lib/channels/use-schedule', () => ({ useChannelSchedule: () => ({ status: 'loading', items: [] }) }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({ get: jest.fn(), clearCache: jest.fn() }) }));

function channel(id: number, name: string): Channel {
  return {
    id,
    slug: `c-${id}`,
    name,
    age: 0,
    isAdult: false,
    isPurchased: true,
    archivedDays: 7,
    streamTypes: ['hls'],
    vitrinaUrl: null,
    cover: { src: `/logo/${id}.svg`, colorBg: '#000' },
    currentSchedule: null,
    currentSchedules: [],
  } as unknown as Channel;
}

describe('NewYearPage', () => {
  beforeAll(stubMatchMediaNoMatch);

  it('reloads the fixed channel when it is chosen again while open', async () => {
    const fixed = channel(3929, 'New Year TV');
    renderWithIntl(
      <NewYearPage
        channel={fixed}
        initialChannels={[fixed, channel(4, 'Tumar')]}
        initialCategories={[]}
        promoDays={7}
        listing={PLATFORM_LISTING}
      />,
    );
    await waitFor(() => expect(mounts).toHaveBeenCalledTimes(1));
    await act(async () => {
      fireEvent.click(screen.getByText('New Year TV').closest('a')!);
    });
    await waitFor(() => expect(mounts).toHaveBeenCalledTimes(2));
    expect(mounts).toHaveBeenLastCalledWith(3929, null);
  });

  it('plays a past programme of the schedule tab from the archive, and alerts a future or blacked-out one', async () => {
    const fixed = channel(3929, 'New Year TV');
    renderWithIntl(
      <NewYearPage channel={fixed} initialChannels={[fixed]} initialCategories={[]} promoDays={7} listing={PLATFORM_LISTING} />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    fireEvent.click(screen.getByRole('button', { name: 'past' }));
    await waitFor(() => expect(mounts).toHaveBeenLastCalledWith(3929, PROGRAMMES.past.startSec));
    fireEvent.click(screen.getByRole('button', { name: 'future' }));
    expect(showAlert).toHaveBeenLastCalledWith('channels.error_schedule_from_future');
    fireEvent.click(screen.getByRole('button', { name: 'banned' }));
    expect(showAlert).toHaveBeenLastCalledWith('channels.error_schedule_copyright_banned');
    fireEvent.click(screen.getByRole('button', { name: 'live' }));
    await waitFor(() => expect(mounts).toHaveBeenLastCalledWith(3929, null));
  });
});
