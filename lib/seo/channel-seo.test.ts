import { channelScheduleLd, channelSeo } from './channel-seo';

const channel = {
  id: 29,
  slug: 'serial-tv',
  name: 'Serial TV',
  description: 'Favourite series every day, from morning till night, with new episodes every week and classics.',
  cover: { src: 'http://host/art/logo/29.svg' },
  currentSchedule: { program: { title: 'The House' } },
};

describe('channelSeo', () => {
  it('describes the channel in 70 characters with its canonical address, its logo in JSON-LD and a PNG share card', () => {
    const seo = channelSeo(channel, '/channels/all/serial-tv', 'https://tv.example');
    expect(seo.title).toBe('Serial TV');
    expect(seo.description.length).toBeLessThanOrEqual(70);
    expect(seo.description.startsWith('Favourite series every day')).toBe(true);
    expect(seo.imageUrl).toBe('https://tv.example/og/channels/serial-tv');
    expect(seo.jsonLd).toMatchObject({
      '@type': 'TelevisionChannel',
      url: 'https://tv.example/channels/all/serial-tv',
      providesBroadcastService: { '@type': 'BroadcastService', name: 'Serial TV', logo: 'http://host/art/logo/29.svg' },
    });
  });

  it('lists each programme given as a live BroadcastEvent published on the channel', () => {
    const schedule = [
      { program: { title: 'The House' }, startSec: 1_800_000_000, durationSec: 3600 },
      { program: { title: 'News' }, startSec: 1_800_003_600, durationSec: 1800 },
    ];
    const events = channelScheduleLd(channel, schedule, '/channels/all/serial-tv', 'https://tv.example');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      '@type': 'BroadcastEvent',
      name: 'The House',
      isLiveBroadcast: true,
      endDate: '2027-01-15T09:00:00.000Z',
      publishedOn: { name: 'Serial TV', url: 'https://tv.example/channels/all/serial-tv' },
    });
    expect(events[1]).toMatchObject({ name: 'News', startDate: '2027-01-15T09:00:00.000Z' });
    expect(channelScheduleLd(channel, [], '/c', 'https://tv.example')).toEqual([]);
  });

  it('falls back to the programme airing now without a description', () => {
    expect(channelSeo({ ...channel, description: '' }, '/c', 'https://tv.example').description).toBe(
      'Serial TV: The House',
    );
  });
});
