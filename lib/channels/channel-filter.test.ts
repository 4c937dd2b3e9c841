import { filterChannels, recentChannels } from './channel-filter';

const channels = [
  { id: 1, name: 'Самал', age: 12 },
  { id: 2, name: 'Арена Спорт', age: 0 },
  { id: 3, name: 'Арена Спорт 4K', age: 0 },
  { id: 4, name: 'Ночной клуб', age: 18 },
  { id: 5, name: 'Ринг Файт', age: 16 },
];

describe('filterChannels', () => {
  it('drops 4K names and keeps the category members', () => {
    const list = filterChannels(channels, { categoryChannelIds: [2, 3, 5], isChildProfile: false, query: '' });
    expect(list.map((channel) => channel.id)).toEqual([2, 5]);
  });

  it('shows a child profile only channels up to 12', () => {
    const list = filterChannels(channels, { categoryChannelIds: null, isChildProfile: true, query: '' });
    expect(list.map((channel) => channel.id)).toEqual([1, 2]);
  });

  it('finds names typed in the other keyboard layout or in Latin, across categories', () => {
    const search = (query: string) =>
      filterChannels(channels, { categoryChannelIds: [4], isChildProfile: false, query }).map((channel) => channel.id);
    expect(search('Cfvfk')).toEqual([1]);
    expect(search('arena')).toEqual([2]);
    expect(search('nochnoy klub')).toEqual([4]);
  });
});

describe('recentChannels', () => {
  it('keeps recency order and leaves out channels the viewer no longer sees', () => {
    expect(recentChannels(channels, [5, 9, 1], false).map((channel) => channel.id)).toEqual([5, 1]);
    expect(recentChannels(channels, [5, 1], true).map((channel) => channel.id)).toEqual([1]);
  });
});
