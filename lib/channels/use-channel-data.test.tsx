import { renderHook, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Channel, ChannelCategory } from '@/lib/api/types/channels';
import { PLATFORM_LISTING, channelListingFromEnv } from './channel-listing';
import { useChannelData } from './use-channel-data';
import type { ChannelViewer } from './use-viewer';

const getUserChannelList = jest.fn<Promise<Channel[]>, []>();
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({ clearCache: jest.fn() }) }));
jest.mock('@/lib/api/channels', () => ({
  getUserChannelList: () => getUserChannelList(),
  getChannelCategories: async (): Promise<ChannelCategory[]> => [],
}));

const channel = (id: number) => ({ id, name: `channel ${id}`, age: 0 }) as unknown as Channel;
const member = { ready: true, userId: 5, profileId: 1, isChildProfile: false } as unknown as ChannelViewer;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={{}} timeZone="Asia/Almaty">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </NextIntlClientProvider>
  );
}

describe("the viewer's own channel list", () => {
  beforeEach(() => getUserChannelList.mockResolvedValue([1, 2, 3, 4].map(channel)));

  it('is shown as this provider lists channels: excluded ones out, pinned ones first', async () => {
    const listing = channelListingFromEnv({ CHANNEL_LIST_EXCLUDED_IDS: '2', CHANNEL_LIST_PINNED_IDS: '4' });
    const { result } = renderHook(() => useChannelData(member, { channels: [], categories: [] }, listing), {
      wrapper,
    });
    await waitFor(() => expect(result.current.personal).toBe(true));
    expect(result.current.channels.map((item) => item.id)).toEqual([4, 1, 3]);
  });

  it("is the platform's as it is while the provider sets nothing", async () => {
    const { result } = renderHook(() => useChannelData(member, { channels: [], categories: [] }, PLATFORM_LISTING), {
      wrapper,
    });
    await waitFor(() => expect(result.current.personal).toBe(true));
    expect(result.current.channels.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});
