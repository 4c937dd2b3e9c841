import { DRM_CONTENT_ID } from '@/platform/src/domains/catalogue/demo-ids';
import { ROW } from '@/platform/src/domains/catalogue/seed-rows';
import { startCatalogue } from '@/platform/src/domains/catalogue/testing';
import {
  MY_PAGE_ID,
  getContent,
  getContentMeta,
  getContentSources,
  getCountries,
  getEpisodes,
  getFilmography,
  getGenres,
  getLibraries,
  getMenuPages,
  getPage,
  getPerson,
  getRow,
  getSimilar,
  getTrailerStream,
  getVodStream,
  isPersonalRow,
  saveHistory,
  vodPlaybackSource,
} from './catalogue';
import { toPlaybackPoint, toPromotion } from './catalogue-reshape';
import { createApiClient } from './client';
import { ApiError } from './errors';

const platform = startCatalogue();
afterAll(() => platform.close());

function clientFor(accessToken?: string, locale = 'en') {
  const paths: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://platform.test',
    accessToken,
    locale,
    fetch: (input, init) => {
      paths.push(new URL(String(input)).pathname);
      return Promise.resolve(platform.app.fetch(new Request(input, init)));
    },
  });
  return { api, paths };
}

describe('lib/api/catalogue against the platform', () => {
  it('loads the menu pages once within the rowsets cache lifetime', async () => {
    const { api, paths } = clientFor();
    const pages = await getMenuPages(api);
    expect(pages.find((page) => page.slug === 'channels')).toMatchObject({
      template: 'tvchannels',
      logoTv: expect.any(String),
    });
    await getMenuPages(api);
    expect(paths.filter((each) => each === '/v2/rowsets')).toHaveLength(1);
  });

  it('reshapes a page into typed rows, one item list per row kind', async () => {
    const { api } = clientFor();
    const page = await getPage(api, 'home');
    const byTemplate = (template: string) => page.rows.find((row) => row.template === template);
    expect(byTemplate('content-v')?.contents[0]).toMatchObject({
      id: expect.any(Number),
      contentType: expect.any(String),
      cover: { src2x3: expect.any(String) },
    });
    expect(byTemplate('person')?.persons.length).toBeGreaterThan(0);
    expect(byTemplate('channel')?.channels.length).toBeGreaterThan(0);
    const promo = byTemplate('packet_promo')?.promotions[0];
    expect(promo?.destination).toMatchObject({ type: 'packet', id: expect.any(Number), idNoOtt: expect.any(Number) });
    expect(isPersonalRow(byTemplate('history-h') as NonNullable<ReturnType<typeof byTemplate>>)).toBe(true);
  });

  it('gives a promo-bg item its graphic title as x1 to x3 pictures by pixel ratio, TV and phone sizes', async () => {
    const { api } = clientFor();
    const page = await getPage(api, 'home');
    const banner = page.rows.find((row) => row.template === 'promo-bg')?.promotions[0];
    expect(banner?.graphicTitle.tv).toEqual({
      src: expect.stringMatching(/\/art\/title\/promo-\d+\.svg\?w=400&t=/),
      srcSet: expect.stringMatching(/\?w=400&t=.* 1x, .*\?w=800&t=.* 2x, .*\?w=1200&t=.* 3x$/),
      width: 400,
      height: 100,
    });
    expect(banner?.graphicTitle.mobile).toMatchObject({ width: 200, height: 50 });
  });

  it('keeps only web addresses with a size in a graphic title, and sizes it by its x1 picture', () => {
    const raw = {
      id: 1,
      title: 'Promo',
      destination: { type: 'row' },
      graphic_title: {
        tv: {
          x1: { url: 'javascript:alert(1)', width: 400, height: 100 },
          x2: { url: 'https://cdn.example/t2.png', width: 800, height: 200 },
        },
        mobile: { x1: { url: 'https://cdn.example/m1.png', width: 0, height: 0 } },
      },
    } as Parameters<typeof toPromotion>[0];
    expect(toPromotion(raw).graphicTitle).toEqual({
      tv: { src: 'https://cdn.example/t2.png', srcSet: 'https://cdn.example/t2.png 2x', width: 400, height: 100 },
      mobile: null,
    });
  });

  it('reshapes the packet a promo item leads to: price per period, the trial the viewer can take, periods', async () => {
    const { api } = clientFor();
    const page = await getPage(api, 'home');
    const cinema = page.rows.find((row) => row.template === 'packet_promo')?.promotions[0].packet;
    expect(cinema).toMatchObject({
      id: 2,
      name: 'Cinema',
      price: '2490.00',
      currency: 'KZT',
      period: { months: 1 },
      trial: { price: '100.00', period: { days: 7 } },
      base: false,
      subscribed: false,
    });
    expect(cinema?.periods[0]).toEqual({ id: expect.any(Number), period: { days: 0, months: 1, years: 0 }, amount: '2490.00' });
    const base = page.rows.find((row) => row.template === 'packet_promo_base')?.promotions[0].packet;
    expect(base).toMatchObject({ id: 1, base: true });
    expect(page.rows.find((row) => row.template === 'button')?.promotions[0].packet).toBeNull();
  });

  it('never caches the "my" page or personal rows', async () => {
    const member = platform.member();
    const { api, paths } = clientFor(member.token);
    await getPage(api, MY_PAGE_ID);
    await getPage(api, MY_PAGE_ID);
    expect(paths.filter((each) => each === `/v2/rowsets/${MY_PAGE_ID}`)).toHaveLength(2);
    await saveHistory(api, { contentId: 1, seconds: 120, durationSec: 1200 });
    const row = await getRow(api, ROW.continueWatching, { personal: true });
    expect(row.history).toEqual([
      expect.objectContaining({
        id: 1,
        seconds: 120,
        watchPercentage: 10,
        content: expect.objectContaining({ id: 1 }),
      }),
    ]);
    await saveHistory(api, { contentId: 2, seconds: 60, durationSec: 1200 });
    expect((await getRow(api, ROW.continueWatching, { personal: true })).history).toHaveLength(2);
  });

  it('sends the filtered catalogue filters and pages with offset and limit', async () => {
    const { api } = clientFor();
    const row = await getRow(api, ROW.catalog, {
      limit: 5,
      filters: { contentType: 'series', genre: 'drama', ratingFrom: 6 },
    });
    expect(row.contents).toHaveLength(5);
    expect(
      row.contents.every(
        (item) => item.contentType === 'series' && item.genres.some((genre) => genre.slug === 'drama'),
      ),
    ).toBe(true);
    const next = await getRow(api, ROW.catalog, {
      offset: 5,
      limit: 5,
      filters: { contentType: 'series', genre: 'drama', ratingFrom: 6 },
    });
    expect(next.contents[0].id).not.toBe(row.contents[0].id);
    expect(next.moreCount).toBe((row.count ?? 0) - 10);
  });

  it("sends the filtered catalogue's mode with its call", async () => {
    const urls: URL[] = [];
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      locale: 'en',
      fetch: (input, init) => {
        urls.push(new URL(String(input)));
        return Promise.resolve(platform.app.fetch(new Request(input, init)));
      },
    });
    await getRow(api, ROW.catalog, { limit: 5, filters: { genre: 'drama' }, mode: 'replace' });
    await getRow(api, ROW.catalog, { offset: 5, limit: 5, filters: { genre: 'drama' }, mode: 'concat' });
    await getRow(api, ROW.catalog, { limit: 5 });
    expect(urls.map((url) => url.searchParams.get('mode'))).toEqual(['replace', 'concat', null]);
  });

  it('marks 4K titles and hides zero ratings', async () => {
    const { api } = clientFor();
    const row = await getRow(api, ROW.catalog, { limit: 200 });
    expect(row.contents.filter((item) => item.is4k)).toHaveLength(5);
    const zero = row.contents.find((item) => item.id === 13);
    expect(zero?.ratings.imdb).toBeNull();
  });

  it('loads a content card with persons, seasons, episodes, sources and similar titles', async () => {
    const { api } = clientFor(undefined, 'ru');
    const series = await getContent(api, 'the-house-on-abay-street-81');
    expect(series).toMatchObject({ id: 81, title: 'Дом на Абая', contentType: 'series' });
    expect(series.children.map((child) => child.contentType)).toEqual(['season', 'season', 'season']);
    const seasons = await getEpisodes(api, 81);
    expect(seasons.map((season) => [season.season, season.episodes.length])).toEqual([
      [1, 12],
      [2, 12],
      [3, 12],
    ]);
    expect(seasons[0].episodes[1]).toMatchObject({ season: 1, episode: 2, contentType: 'episode', title: 'Серия 2' });
    const sources = await getContentSources(api, 81);
    expect(sources[0]).toMatchObject({
      channelId: expect.any(Number),
      startSec: expect.any(Number),
      isCurrent: expect.any(Boolean),
    });
    expect(await getSimilar(api, 81)).toHaveLength(12);
  });

  it('reads content meta and streams, including the DRM title and not_purchased', async () => {
    const member = platform.member();
    const { api } = clientFor(member.token);
    const meta = await getContentMeta(api, 4);
    expect(meta).toMatchObject({
      isPurchased: false,
      buttons: [expect.objectContaining({ type: 'pay', packetIds: [2] })],
    });
    await expect(getVodStream(api, 1, 4)).rejects.toMatchObject({ status: 403, code: 'not_purchased' });
    const drm = await getVodStream(api, 1, DRM_CONTENT_ID);
    expect(drm).toMatchObject({
      hls: null,
      dash: expect.stringContaining('.mpd'),
      drm: { type: 'clearkey', licenseUrl: expect.stringContaining('/license') },
    });
    expect(drm.playbackPoints[0]).toMatchObject({ type: 'intro', action: 'skip' });
    const free = await getVodStream(api, 1, 1, 42.7);
    expect(free).toMatchObject({ startSec: 42, statId: expect.any(Number), hls: expect.stringContaining('.m3u8') });
    expect(free.ad.preRoll[0].adTag).toContain('/media/vast/preroll.xml');
    expect(vodPlaybackSource(drm)).toEqual({
      url: drm.dash,
      protocol: 'dash',
      drm: { clearkey: { licenseUrl: drm.drm?.licenseUrl } },
    });
    expect(vodPlaybackSource(free)).toEqual({ url: free.hlsMbr, protocol: 'hls' });
    expect(drm.ad.preRoll).toEqual([]);
  });

  it('leaves a missing playback point end to the player default, like channel streams', () => {
    expect(toPlaybackPoint({ type: 'intro', start: 3000, button: { action: 'skip' } })).toEqual({
      type: 'intro',
      startMs: 3000,
      endMs: null,
      action: 'skip',
    });
  });

  it('loads persons, filmography, trailers, libraries, countries and genres', async () => {
    const { api } = clientFor();
    const person = await getPerson(api, 1);
    expect(person).toMatchObject({ id: 1, role: 'director', counts: { total: expect.any(Number) } });
    const films = await getFilmography(api, 1, { limit: 2 });
    expect(films.contents.length).toBeLessThanOrEqual(2);
    const content = await getContent(api, 1);
    expect((await getTrailerStream(api, content.trailers[0].id)).hls).toMatch(/master\.m3u8$/);
    expect((await getLibraries(api)).map((library) => library.id)).toEqual([1, 2, 3, 4]);
    expect((await getCountries(api)).length).toBeGreaterThan(5);
    expect((await getGenres(api)).find((genre) => genre.slug === 'drama')?.rowSlug).toBe('genre-drama');
  });

  it('raises ApiError 404 for an unknown content or row', async () => {
    const { api } = clientFor();
    await expect(getContent(api, 'nothing-here')).rejects.toBeInstanceOf(ApiError);
    await expect(getRow(api, 'nowhere')).rejects.toMatchObject({ status: 404 });
  });
});
