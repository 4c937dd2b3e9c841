import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Channel } from '@/lib/api/types/channels';
import { PLATFORM_LISTING } from '@/lib/channels/channel-listing';
import { NewYearPage } from './newyear-page';

const mounts = jest.fn();

jest.mock('./channel-view', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    ChannelView: ({ channel }: { channel: { id: number } }) => {
      useEffect(() => mounts(channel.id), [channel.id]);
      return <div data-testid="channel-view" />;
    },
  };
});
jest.mock('./promo-rows', () => ({ PromoRows: () => null }));
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
    streamTypes: ['hls'],
    vitrinaUrl: null,
    cover: { src: `/logo/${id}.svg`, colorBg: '#000' },
    currentSchedule: null,
    currentSchedules: [],
  } as unknown as Channel;
}

describe('NewYearPage', () => {
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });

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
    expect(mounts).toHaveBeenLastCalledWith(3929);
  });
});
