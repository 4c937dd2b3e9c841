import { PLATFORM_LISTING, applyChannelListing, channelListingFromEnv } from './channel-listing';

const channels = [1, 2, 3, 4, 5].map((id) => ({ id, name: `channel ${id}` }));
const ids = (list: ReadonlyArray<{ id: number }>) => list.map((channel) => channel.id);

describe('the provider listing settings', () => {
  it('are closed until configured: unset or empty, the platform list stays as it is', () => {
    expect(channelListingFromEnv({})).toBe(PLATFORM_LISTING);
    expect(channelListingFromEnv({ CHANNEL_LIST_EXCLUDED_IDS: ' ', CHANNEL_LIST_PINNED_IDS: '' })).toBe(PLATFORM_LISTING);
    expect(ids(applyChannelListing(channels, PLATFORM_LISTING))).toEqual([1, 2, 3, 4, 5]);
  });

  it('read comma-separated ids, once each; a channel both excluded and pinned stays excluded', () => {
    expect(channelListingFromEnv({ CHANNEL_LIST_EXCLUDED_IDS: '4, 2,4', CHANNEL_LIST_PINNED_IDS: '5,2,3,5' })).toEqual({
      excludedIds: [4, 2],
      pinnedIds: [5, 3],
    });
  });

  it('refuse anything but channel ids, naming the setting', () => {
    expect(() => channelListingFromEnv({ CHANNEL_LIST_EXCLUDED_IDS: '3,tumar' })).toThrow(
      /CHANNEL_LIST_EXCLUDED_IDS: "tumar"/,
    );
    expect(() => channelListingFromEnv({ CHANNEL_LIST_PINNED_IDS: '0' })).toThrow(/CHANNEL_LIST_PINNED_IDS: "0"/);
    expect(() => channelListingFromEnv({ CHANNEL_LIST_PINNED_IDS: '-2' })).toThrow(/CHANNEL_LIST_PINNED_IDS/);
  });
});

describe('a list as the provider shows it', () => {
  it('leaves the excluded channels out and keeps the order of the others', () => {
    const listing = channelListingFromEnv({ CHANNEL_LIST_EXCLUDED_IDS: '2,4' });
    expect(ids(applyChannelListing(channels, listing))).toEqual([1, 3, 5]);
  });

  it('lists the pinned channels first in the configured order, the rest after them in the platform order', () => {
    const listing = channelListingFromEnv({ CHANNEL_LIST_PINNED_IDS: '4,9,2' });
    expect(ids(applyChannelListing(channels, listing))).toEqual([4, 2, 1, 3, 5]);
  });

  it('applies both, and pins only what the list holds (a category, a search result)', () => {
    const listing = channelListingFromEnv({ CHANNEL_LIST_EXCLUDED_IDS: '1', CHANNEL_LIST_PINNED_IDS: '5,3' });
    expect(ids(applyChannelListing(channels, listing))).toEqual([5, 3, 2, 4]);
    expect(ids(applyChannelListing([channels[1], channels[2]], listing))).toEqual([3, 2]);
  });

  it('never changes the list it was given', () => {
    const given = channels.slice();
    applyChannelListing(given, channelListingFromEnv({ CHANNEL_LIST_PINNED_IDS: '5' }));
    expect(ids(given)).toEqual([1, 2, 3, 4, 5]);
  });
});
