import { channelHref, findByRef, parseTimestamp, splitChannelsPath } from './route-params';

const categories = [
  { id: 2, slug: 'all' },
  { id: 4, slug: 'sport' },
];
const isCategory = (segment: string) => findByRef(categories, segment) !== null;

describe('splitChannelsPath', () => {
  it('reads /channels, a category, a category with a channel', () => {
    expect(splitChannelsPath(undefined, isCategory)).toEqual({ category: null, channel: null });
    expect(splitChannelsPath(['sport'], isCategory)).toEqual({ category: 'sport', channel: null });
    expect(splitChannelsPath(['2', 'dala-tv'], isCategory)).toEqual({ category: '2', channel: 'dala-tv' });
  });

  it('reads a single segment that is no category as a channel', () => {
    expect(splitChannelsPath(['dala-tv'], isCategory)).toEqual({ category: null, channel: 'dala-tv' });
    expect(splitChannelsPath(['33'], isCategory)).toEqual({ category: null, channel: '33' });
  });

  it('refuses deeper paths', () => {
    expect(splitChannelsPath(['2', 'a', 'b'], isCategory)).toBeNull();
  });
});

describe('findByRef', () => {
  it('matches numeric ids by id and other text by slug', () => {
    expect(findByRef(categories, '4')?.slug).toBe('sport');
    expect(findByRef(categories, 'all')?.id).toBe(2);
    expect(findByRef(categories, '99')).toBeNull();
    expect(findByRef(categories, null)).toBeNull();
  });
});

describe('parseTimestamp', () => {
  it('accepts whole positive seconds only', () => {
    expect(parseTimestamp('1795255200')).toBe(1795255200);
    expect(parseTimestamp(['1795255200', '1'])).toBe(1795255200);
    expect(parseTimestamp('12.5')).toBeNull();
    expect(parseTimestamp('abc')).toBeNull();
    expect(parseTimestamp('0')).toBeNull();
    expect(parseTimestamp(undefined)).toBeNull();
  });
});

describe('channelHref', () => {
  it('keeps the category and channel in the path and adds ts for the archive', () => {
    expect(channelHref('all', 'dala-tv')).toBe('/channels/all/dala-tv');
    expect(channelHref('all', 'dala-tv', 1795255200)).toBe('/channels/all/dala-tv?ts=1795255200');
    expect(channelHref(null, 'dala-tv')).toBe('/channels/dala-tv');
  });
});
