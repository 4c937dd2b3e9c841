import { watchHref } from './watch-target';

const packet = {
  channels: [{ id: 5, slug: 'sport-1', name: 'Sport 1', age: 0, isAdult: false }],
  videos: [{ id: 70, slug: 'the-film-70', contentType: 'movie', title: 'The film', poster: '' }],
};

describe('watchHref', () => {
  it('plays the content or channel the purchase started from', () => {
    expect(watchHref({ contentId: 12 }, packet)).toBe('/watch/12');
    expect(watchHref({ channelSlug: 'news-24' }, packet)).toBe('/channels/news-24');
  });

  it("falls back to the packet's first channel, then its first video, else nothing", () => {
    expect(watchHref({}, packet)).toBe('/channels/sport-1');
    expect(watchHref({}, { channels: [], videos: packet.videos })).toBe('/contents/the-film-70');
    expect(watchHref({}, { channels: [], videos: [] })).toBeNull();
    expect(watchHref({}, null)).toBeNull();
  });
});
