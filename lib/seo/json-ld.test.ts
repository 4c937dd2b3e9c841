import type { Content } from '@/lib/api/types/catalogue';
import { breadcrumbLd, broadcastEventLd, contentLd, faqPageLd, newsArticleLd, serializeLd, websiteLd } from './json-ld';

const content = (overrides: Partial<Content>): Content =>
  ({
    id: 3,
    title: 'The Film',
    contentType: 'movie',
    description: 'About',
    year: 2020,
    age: 16,
    genres: [{ id: 1, slug: 'drama', name: 'Drama', rowSlug: null, rowId: null }],
    persons: [
      { id: 1, slug: 'a', name: 'Ann', image: '', role: 'director' },
      { id: 2, slug: 'b', name: 'Bob', image: '', role: 'actor' },
    ],
    ratings: { imdb: 7.5, kinopoisk: null },
    cover: { src2x3: 'http://x/p.svg', src16x9: null, bg: null, colorBg: null },
    images: [],
    episode: null,
    season: null,
    ...overrides,
  }) as Content;

describe('json-ld', () => {
  it('types films, series and episodes', () => {
    expect(contentLd(content({}), 'u')['@type']).toBe('Movie');
    expect(contentLd(content({ contentType: 'series' }), 'u')['@type']).toBe('TVSeries');
    const episode = contentLd(content({ contentType: 'episode', season: 2, episode: 5 }), 'u');
    expect(episode).toMatchObject({ '@type': 'TVEpisode', episodeNumber: 5, partOfSeason: { seasonNumber: 2 } });
  });

  it('names directors and actors and the rating', () => {
    const ld = contentLd(content({}), 'u');
    expect(ld.director).toEqual([{ '@type': 'Person', name: 'Ann' }]);
    expect(ld.actor).toEqual([{ '@type': 'Person', name: 'Bob' }]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 7.5 });
  });

  it('gives the home page a search action', () => {
    expect(websiteLd('TV', 'https://tv.example')).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: { urlTemplate: 'https://tv.example/search?q={search_term_string}' } },
    });
  });

  it('numbers breadcrumb items from 1', () => {
    const ld = breadcrumbLd([
      { name: 'Home', url: '/' },
      { name: 'Film', url: '/contents/3' },
    ]);
    expect((ld.itemListElement as Array<{ position: number }>).map((item) => item.position)).toEqual([1, 2]);
  });

  it('describes the programme on air as a live broadcast of the channel, from its start to its end', () => {
    const ld = broadcastEventLd(
      { title: 'News', startSec: 1_800_000_000, durationSec: 1800 },
      { name: 'One', url: 'https://tv.example/channels/one' },
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BroadcastEvent',
      name: 'News',
      startDate: '2027-01-15T08:00:00.000Z',
      endDate: '2027-01-15T08:30:00.000Z',
      isLiveBroadcast: true,
      publishedOn: { '@type': 'BroadcastService', name: 'One', url: 'https://tv.example/channels/one' },
    });
  });

  it('gives the FAQ page each question with its answer', () => {
    const ld = faqPageLd([{ id: 1, question: 'How?', answer: 'Like this.' }], 'https://tv.example/faq');
    expect(ld).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'How?', acceptedAnswer: { '@type': 'Answer', text: 'Like this.' } }],
    });
  });

  it('publishes a news item as an article of the site', () => {
    const ld = newsArticleLd({ id: 2, title: 'New', text: 'Body', publishedAt: '2026-01-02T00:00:00Z' }, 'u', 'TV');
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'New',
      datePublished: '2026-01-02T00:00:00Z',
      publisher: { name: 'TV' },
    });
  });

  it('escapes < so a title cannot close the script tag', () => {
    const text = serializeLd({ name: '</script><b>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>' });
  });
});
