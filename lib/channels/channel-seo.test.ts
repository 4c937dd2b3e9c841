import { channelSeo, jsonLdText } from './channel-seo';

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

  it('describes the programme on air as a live BroadcastEvent of the channel when its times are known', () => {
    const airing = { program: { title: 'The House' }, startSec: 1_800_000_000, durationSec: 3600 };
    expect(
      channelSeo({ ...channel, currentSchedule: airing }, '/channels/all/serial-tv', 'https://tv.example').liveEventLd,
    ).toMatchObject({
      '@type': 'BroadcastEvent',
      name: 'The House',
      isLiveBroadcast: true,
      endDate: '2027-01-15T09:00:00.000Z',
      publishedOn: { name: 'Serial TV', url: 'https://tv.example/channels/all/serial-tv' },
    });
    expect(channelSeo(channel, '/c', 'https://tv.example').liveEventLd).toBeNull();
  });

  it('falls back to the programme airing now without a description', () => {
    expect(channelSeo({ ...channel, description: '' }, '/c', 'https://tv.example').description).toBe(
      'Serial TV: The House',
    );
  });
});

describe('jsonLdText', () => {
  it('cannot close its script tag', () => {
    expect(jsonLdText({ name: '</script><b>' })).not.toContain('</script>');
  });
});
