import { SIMILAR_LIMIT } from './row-config';
import { startCatalogue } from './testing';

describe('content cards, episodes, sources, similar and persons', () => {
  const platform = startCatalogue();
  afterAll(() => platform.close());
  const { call } = platform;

  it('finds a content by id, by slug and by any slug whose trailing digits are the id', async () => {
    const byId = await call('/v2/contents/3');
    const bySlug = await call('/v2/contents/the-last-caravan-3');
    const byOldSlug = await call('/v2/contents/renamed-title-3');
    expect(byId.status).toBe(200);
    expect(bySlug.body.id).toBe(3);
    expect(byOldSlug.body.id).toBe(3);
    expect(byId.body).toMatchObject({
      title: 'The Last Caravan',
      content_type: 'movie',
      motion_rating: { text: expect.any(String) },
      cover: {
        src_2x3: expect.stringContaining('/art/poster/3.svg'),
        src_16x9: expect.any(String),
        color_bg: expect.stringMatching(/^#/),
      },
      screenshot_timings: expect.stringContaining('seek-points.json'),
    });
    expect(byId.body.images.map((image: { type: string }) => image.type)).toEqual([
      'poster',
      'cover',
      'standart',
      'wide',
    ]);
    expect(byId.body.persons.map((person: { role: string }) => person.role)).toContain('director');
  });

  it('answers the content in the caller language', async () => {
    const ru = await call('/v2/contents/3', { lang: 'ru' });
    const uz = await call('/v2/contents/3', { lang: 'uz' });
    expect(ru.body.title).toBe('Последний караван');
    expect(uz.body.title).toBe('Soʻnggi karvon');
  });

  it('answers 404 not_found for an unknown content', async () => {
    const { status, body } = await call('/v2/contents/no-such-title');
    expect(status).toBe(404);
    expect(body.error_code).toBe('not_found');
  });

  it('lists a series seasons on the card and its episodes under /episodes as one flat list', async () => {
    const series = await call('/v2/contents/81');
    expect(series.body.contents.map((season: { content_type: string }) => season.content_type)).toEqual([
      'season',
      'season',
      'season',
    ]);
    const { body } = await call('/v2/contents/81/episodes');
    expect(body).toHaveLength(36);
    expect(
      body.map((episode: { season: number; series: number }) => [episode.season, episode.series]).slice(11, 13),
    ).toEqual([
      [1, 12],
      [2, 1],
    ]);
    // Wire format C, GET /v2/contents/{slug}/episodes: these fields and no more.
    expect(Object.keys(body[16]).sort()).toEqual([
      'content_type',
      'cover',
      'description',
      'duration',
      'id',
      'is_announcement',
      'season',
      'series',
      'slug',
      'title',
    ]);
    expect(body[16]).toMatchObject({ season: 2, series: 5, content_type: 'episode', is_announcement: false });
    const episode = await call(`/v2/contents/${body[16].id}`);
    const seasonId = series.body.contents[1].id;
    expect(episode.body.breadcrumbs.map((crumb: { id: number }) => crumb.id)).toEqual([81, seasonId]);
    const season = await call(`/v2/contents/${seasonId}/episodes`);
    expect(season.body.map((entry: { season: number }) => entry.season)).toEqual(Array(12).fill(2));
    expect((await call('/v2/contents/3/episodes')).body).toEqual([]);
  });

  it('marks the last episode of an announced series', async () => {
    const { body } = await call('/v2/contents/84/episodes');
    expect(body.at(-1).is_announcement).toBe(true);
  });

  it('lists catch-up airings of a title the channels air, and of one episode only its own airings', async () => {
    const movie = await call('/v2/contents/3/sources');
    expect(movie.body.catchups.length).toBeGreaterThan(0);
    expect(movie.body.catchups[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        channel_id: expect.any(Number),
        start_at: expect.any(Number),
        current: expect.any(Boolean),
      }),
    );
    const nowSec = platform.clock.now / 1000;
    expect(movie.body.catchups.every((airing: { start_at: number }) => airing.start_at <= nowSec)).toBe(true);
    const series = await call('/v2/contents/81/sources');
    const episodes = (await call('/v2/contents/81/episodes')).body;
    const perEpisode = await Promise.all(
      episodes.map((episode: { id: number }) => call(`/v2/contents/${episode.id}/sources`)),
    );
    const total = perEpisode.reduce((sum, answer) => sum + answer.body.catchups.length, 0);
    expect(total).toBe(series.body.catchups.length);
    expect((await call('/v2/contents/5/sources')).body.catchups).toEqual([]);
  });

  it('lists 12 similar titles of the same kind sharing a genre, never the title itself', async () => {
    const { body } = await call('/v2/contents/3/similar');
    expect(body).toHaveLength(SIMILAR_LIMIT);
    const genres = new Set(['drama', 'history']);
    for (const item of body) {
      expect(item.id).not.toBe(3);
      expect(item.content_type).toBe('movie');
      expect(item.genres.some((genre: { slug: string }) => genres.has(genre.slug))).toBe(true);
    }
  });

  it('answers a person by id or slug with biography, image and counts', async () => {
    const byId = await call('/v2/persons/1');
    expect(byId.body).toMatchObject({
      id: 1,
      role: 'director',
      image: expect.stringContaining('/art/person/1.svg'),
      bio: expect.stringContaining('born'),
    });
    const { counts } = byId.body;
    expect(counts.total).toBe(counts.movie + counts.series + counts.program);
    const bySlug = await call(`/v2/persons/${byId.body.slug}`);
    expect(bySlug.body.id).toBe(1);
    expect((await call('/v2/persons/somebody')).status).toBe(404);
  });
});
