import {
  CHANNEL_MODAL_PAGE_QUERY,
  defaultCategory,
  defaultCategoryId,
  isShortChannelList,
  isUltraHdName,
  pushRecentChannel,
  showCategoryDropdown,
  VIRTUAL_LIST_QUERY,
  visibleChannels,
} from './channel-list';

describe('visibleChannels', () => {
  const channels = [
    { name: 'News', age: 0 },
    { name: 'Movies 4K', age: 0 },
    { name: 'Sport UHD', age: 0 },
    { name: 'Nature Ultra HD', age: 0 },
    { name: 'Drama', age: 16 },
    { name: 'Cartoons', age: 6 },
    { name: 'Unknown', age: null },
  ];

  it('removes names containing 4k, uhd or ultra hd, case-insensitively', () => {
    expect(visibleChannels(channels, false).map((channel) => channel.name)).toEqual([
      'News',
      'Drama',
      'Cartoons',
      'Unknown',
    ]);
    expect(isUltraHdName('Kino 4k')).toBe(true);
    expect(isUltraHdName('UltraHD')).toBe(true);
    expect(isUltraHdName('HD Life')).toBe(false);
  });

  it('keeps only ages up to 12 for a child profile', () => {
    expect(visibleChannels(channels, true).map((channel) => channel.name)).toEqual(['News', 'Cartoons']);
  });
});

describe('categories and layout', () => {
  it('opens category 7 for a child and 2 otherwise', () => {
    expect(defaultCategoryId(true)).toBe(7);
    expect(defaultCategoryId(false)).toBe(2);
  });

  it('falls back to category 10, then the first, when the default is missing', () => {
    const list = (...ids: number[]) => ids.map((id) => ({ id }));
    expect(defaultCategory(list(5, 2, 10), false)).toEqual({ id: 2 });
    expect(defaultCategory(list(5, 10, 2), true)).toEqual({ id: 10 });
    expect(defaultCategory(list(5, 6), false)).toEqual({ id: 5 });
    expect(defaultCategory([], false)).toBeNull();
  });

  it('hides the category dropdown below two categories and for children', () => {
    expect(showCategoryDropdown(2, false)).toBe(true);
    expect(showCategoryDropdown(1, false)).toBe(false);
    expect(showCategoryDropdown(5, true)).toBe(false);
  });

  it('calls 31 channels or fewer a short list', () => {
    expect(isShortChannelList(31)).toBe(true);
    expect(isShortChannelList(32)).toBe(false);
  });

  it('virtualizes above 1280 px and opens a modal page at 932 px or less', () => {
    expect(VIRTUAL_LIST_QUERY).toBe('(min-width: 1281px)');
    expect(CHANNEL_MODAL_PAGE_QUERY).toBe('(max-width: 932px)');
  });
});

describe('pushRecentChannel', () => {
  it('puts the newest first without repeats', () => {
    expect(pushRecentChannel([3, 2, 1], 2, false)).toEqual([2, 3, 1]);
  });

  it('keeps at most 10', () => {
    const ten = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(pushRecentChannel(ten, 11, false)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('never records adult channels', () => {
    expect(pushRecentChannel([1, 2], 9, true)).toEqual([1, 2]);
  });
});
