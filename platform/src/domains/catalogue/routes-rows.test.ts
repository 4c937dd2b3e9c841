import { SOLO_PERSON } from './seed-persons';
import { PAGE, ROW } from './seed-rows';
import { startCatalogue } from './testing';

describe('pages and rows', () => {
  const platform = startCatalogue();
  afterAll(() => platform.close());
  const { call } = platform;

  it('lists the menu pages with their templates, including the channels, search, outer link and "my" pages', async () => {
    const { status, body } = await call('/v2/rowsets');
    expect(status).toBe(200);
    const bySlug = Object.fromEntries(body.map((page: { slug: string }) => [page.slug, page]));
    expect(bySlug.home.template).toBe('startpage');
    expect(bySlug.channels.template).toBe('tvchannels');
    expect(bySlug.search.template).toBe('search');
    expect(bySlug.my.id).toBe(PAGE.my);
    expect(bySlug.movies).toMatchObject({ template: 'group.catalog', library_id: 1, title: 'Films' });
    expect(body.find((page: { template: string }) => page.template === 'outer_link').url).toMatch(/^https:\/\//);
  });

  it('counts the titles of each person in the stars row, the solo person among them with one', async () => {
    const { body } = await call(`/v2/rows/${ROW.stars}?limit=200`);
    const persons: Array<{ slug: string; contents_count: number }> = body.contents;
    expect(persons.every((person) => person.contents_count >= 1)).toBe(true);
    expect(persons.find((person) => person.slug === SOLO_PERSON.slug)?.contents_count).toBe(1);
    expect(persons[0].contents_count).toBeGreaterThan(1);
  });

  it('answers a page by id or slug, each row with its first page of items', async () => {
    const bySlug = await call('/v2/rowsets/home');
    const byId = await call(`/v2/rowsets/${PAGE.home}`);
    expect(byId.body.rows.map((row: { id: number }) => row.id)).toEqual(
      bySlug.body.rows.map((row: { id: number }) => row.id),
    );
    const rows = bySlug.body.rows;
    const popular = rows.find((row: { id: number }) => row.id === ROW.popularMovies);
    expect(popular).toMatchObject({ template: 'content-v', content_type: 'content', limit: 21, offset: 0 });
    expect(popular.contents).toHaveLength(21);
    expect(popular.more_count).toBe(popular.count - 21);
    const promo = rows.find((row: { template: string }) => row.template === 'promo-bg');
    expect(promo.promotions.length).toBeGreaterThan(2);
    expect(promo.promotions[0]).toMatchObject({
      destination: { type: expect.any(String) },
      images: expect.any(Array),
      graphic_title: { tv: { x1: { url: expect.any(String) } } },
    });
  });

  it('sends every destination type across the promo rows, with the fields each type needs', async () => {
    const promoRows = [
      ROW.homePromo,
      ROW.quickLinks,
      ROW.packets,
      ROW.collections,
      ROW.premiereWide,
      ROW.partners,
      ROW.basePacket,
      ROW.donate,
    ];
    const answers = await Promise.all(promoRows.map((id) => call(`/v2/rows/${id}`)));
    const destinations = answers.flatMap((answer) =>
      answer.body.promotions.map((promo: { destination: Record<string, unknown> }) => promo.destination),
    );
    const byType = (type: string) => destinations.filter((destination) => destination.type === type);
    expect(new Set(destinations.map((destination) => destination.type))).toEqual(
      new Set(['open_url', 'enter_promo_key', 'content', 'row', 'packet', 'channel', 'rowset', 'last_channel', 'text']),
    );
    expect(byType('open_url').every((destination) => String(destination.src).startsWith('https://'))).toBe(true);
    expect(byType('content').every((destination) => destination.slug && destination.library_id)).toBe(true);
    expect(byType('packet').every((destination) => destination.id && destination.id_no_ott)).toBe(true);
    expect(byType('channel')[0].slug).toEqual(expect.any(String));
    expect(byType('text')[0]).toMatchObject({
      title: 'Watching on a TV',
      description: expect.stringContaining('smart TV'),
    });
  });

  it('answers 404 for an unknown page or row', async () => {
    expect((await call('/v2/rowsets/nowhere')).status).toBe(404);
    const row = await call('/v2/rows/999999');
    expect(row.status).toBe(404);
    expect(row.body.error_code).toBe('not_found');
  });

  it('pages a row with offset and limit until a short page, with no paging meta', async () => {
    const first = await call(`/v2/rows/catalog?limit=50`);
    expect(first.body).not.toHaveProperty('meta');
    expect(first.body).toMatchObject({ offset: 0, limit: 50 });
    const seen = new Set<number>();
    for (let offset = 0; ; offset += 50) {
      const page = await call(`/v2/rows/${ROW.catalog}?offset=${offset}&limit=50`);
      for (const item of page.body.contents) seen.add(item.id);
      if (page.body.contents.length < 50) break;
    }
    expect(seen.size).toBe(200);
  });

  it('filters the catalogue by content type, genre, country, years and rating', async () => {
    const { body } = await call(
      '/v2/rows/catalog?content_type=series&genre=drama&year_from=2000&year_to=2026&rating_from=6&limit=200',
    );
    expect(body.contents.length).toBeGreaterThan(0);
    for (const item of body.contents) {
      expect(item.content_type).toBe('series');
      expect(item.genres.map((genre: { slug: string }) => genre.slug)).toContain('drama');
      expect(item.year).toBeGreaterThanOrEqual(2000);
      expect(Math.max(...item.ratings.map((rating: { rating: number }) => rating.rating))).toBeGreaterThanOrEqual(6);
    }
    const kazakh = await call('/v2/rows/catalog?country=KZ&limit=200');
    expect(kazakh.body.contents.length).toBeGreaterThan(0);
    for (const item of kazakh.body.contents) {
      expect(item.countries.map((country: { code: string }) => country.code)).toContain('KZ');
    }
    const mainOnly = await call('/v2/rows/catalog?main_genre=1&limit=200');
    for (const item of mainOnly.body.contents) expect(item.genres[0].id).toBe(1);
  });

  it('refuses malformed filters with a field error', async () => {
    const year = await call('/v2/rows/catalog?year_from=soon');
    expect(year.status).toBe(400);
    expect(year.body.year_from).toBeDefined();
    expect((await call('/v2/rows/catalog?genre=opera')).status).toBe(400);
    expect((await call('/v2/rows/catalog?content_type=podcast')).status).toBe(400);
  });

  it('narrows a row by text in any language, case-insensitively, and by library', async () => {
    const ru = await call(`/v2/rows/catalog?text=${encodeURIComponent('КАРАВАН')}`, { lang: 'ru' });
    expect(ru.body.contents.map((item: { id: number }) => item.id)).toContain(3);
    expect(ru.body.contents[0].title).toBe('Последний караван');
    const kids = await call('/v2/rows/catalog?library_id=3&limit=200');
    expect(kids.body.contents.every((item: { library_id: number }) => item.library_id === 3)).toBe(true);
    expect(kids.body.library_id).toBe(3);
  });

  it('gives personal rows nothing for a caller without a session', async () => {
    const row = await call(`/v2/rows/${ROW.continueWatching}`);
    expect(row.status).toBe(200);
    expect(row.body).toMatchObject({ template: 'history-h', content_type: 'history', contents: [] });
  });

  it('hides titles above 12 and adult channels from a child profile', async () => {
    const child = platform.member({ child: true });
    const { body } = await call('/v2/rows/catalog?limit=200', { token: child.token });
    expect(body.contents.length).toBeGreaterThan(0);
    expect(body.contents.every((item: { age: number; is_adult: boolean }) => item.age <= 12 && !item.is_adult)).toBe(
      true,
    );
    const adult = await call('/v2/rows/catalog?limit=200');
    expect(adult.body.count).toBeGreaterThan(body.count);
  });

  it('holds the channels of a channel row in channels[] and the titles of a content row in contents[]', async () => {
    const channels = (await call(`/v2/rows/${ROW.allChannels}?limit=5`)).body;
    expect(channels.channels).toHaveLength(5);
    expect(channels.channels[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
    });
    expect(channels).not.toHaveProperty('contents');
    const titles = (await call(`/v2/rows/${ROW.popularMovies}?limit=5`)).body;
    expect(titles.contents).toHaveLength(5);
    expect(titles).not.toHaveProperty('channels');
  });

  it('lists a person filmography as a row', async () => {
    const { body } = await call('/v2/rows/filmography?person_id=1&limit=3');
    expect(body.slug).toBe('filmography');
    expect(body.contents.length).toBeLessThanOrEqual(3);
    expect(body.count).toBeGreaterThan(0);
    expect((await call('/v2/rows/filmography')).status).toBe(400);
    expect((await call('/v2/rows/filmography?person_id=9999')).status).toBe(404);
  });

  it('lists libraries, countries and genres in the caller language', async () => {
    const libraries = await call('/v2/libraries', { lang: 'kk' });
    expect(libraries.body.map((library: { id: number }) => library.id)).toEqual([1, 2, 3, 4]);
    expect(libraries.body[2]).toMatchObject({
      title: 'Балаларға',
      cover: { bg: expect.stringContaining('/art/'), color_bg: expect.stringMatching(/^#/) },
    });
    const countries = await call('/v2/countries', { lang: 'uz' });
    expect(countries.body.find((country: { code: string }) => country.code === 'UZ').name).toBe('Oʻzbekiston');
    const genres = await call('/v2/internal_genres');
    const drama = genres.body.find((genre: { slug: string }) => genre.slug === 'drama');
    expect(drama).toMatchObject({ name: 'Drama', row_slug: 'genre-drama' });
    const genreRow = await call(`/v2/rows/${drama.row_id}`);
    expect(genreRow.body.slug).toBe('genre-drama');
  });
});
