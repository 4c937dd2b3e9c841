import { MIDDLE_ROLL_POSITIONS_MS } from '../channels/stream-ads';
import { DRM_CONTENT_ID, EARLY_MIDROLL_CONTENT_ID, LOST_CONTENT_IDS } from './demo-ids';
import { ROW } from './seed-rows';
import { startCatalogue } from './testing';
import { withoutToken } from '../media/signed-test-path';

/** Film 4 is in the Cinema library (packet 2), not free; film 1 is free with ads; series 81 is in the Series library. */
const PAID_FILM = 4;
const FREE_FILM = 1;

describe('content meta, streams and history', () => {
  const platform = startCatalogue();
  afterAll(() => platform.close());
  const { call } = platform;

  async function episodesOf(
    seriesId: number,
  ): Promise<Array<{ id: number; season: number; series: number; is_announcement: boolean }>> {
    return (await call(`/v2/contents/${seriesId}/episodes`)).body;
  }

  it('needs a session for content meta and streams', async () => {
    expect((await call(`/v2/users/self/content_metadata/${FREE_FILM}`)).status).toBe(401);
    expect((await call(`/v2/libraries/1/contents/${FREE_FILM}/stream`)).status).toBe(401);
  });

  it('offers a play button on a free title and a pay button with the cheapest packet on a paid one', async () => {
    const { token } = platform.member();
    const free = await call(`/v2/users/self/content_metadata/${FREE_FILM}`, { token });
    expect(free.body).toMatchObject({ is_purchased: true, is_available: true, is_lost: false, min_price: null });
    expect(free.body.buttons).toEqual([expect.objectContaining({ button_type: 'play', caption: 'Watch' })]);
    const paid = await call(`/v2/users/self/content_metadata/${PAID_FILM}`, { token });
    expect(paid.body).toMatchObject({
      is_purchased: false,
      is_available: false,
      min_price: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(paid.body.buttons[0]).toMatchObject({
      button_type: 'pay',
      play_after: true,
      button_data: { packet_ids: [2], content_id: PAID_FILM },
    });
  });

  it('refuses the stream of an unpurchased title with not_purchased', async () => {
    const { token } = platform.member();
    const { status, body } = await call(`/v2/libraries/1/contents/${PAID_FILM}/stream`, { token });
    expect(status).toBe(403);
    expect(body.error_code).toBe('not_purchased');
  });

  it('streams a free title with HLS, a fresh playback stat per answer and ad tags', async () => {
    const { token } = platform.member();
    const { status, body } = await call(`/v2/libraries/1/contents/${FREE_FILM}/stream?seconds=30`, { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      hls: expect.stringMatching(/^http:\/\/platform\.test\/media\/vod\/.+\/master\.m3u8$/),
      drm: null,
      seconds: 30,
      stat: { id: expect.any(Number) },
      // Packets sell library 1, so buying one removes the ads ("remove ads").
      ad: {
        pre_roll: [expect.objectContaining({ ad_tag: expect.stringContaining('/media/vast/preroll.xml') })],
        allow_disable: true,
      },
      img: expect.stringContaining('/art/wide/1.svg'),
    });
    const second = await call(`/v2/libraries/1/contents/${FREE_FILM}/stream`, { token });
    expect(second.body.stat.id).not.toBe(body.stat.id);
    expect((await call(`/v2/libraries/1/contents/${FREE_FILM}/stream?seconds=-4`, { token })).status).toBe(400);
  });

  it('gives one demo film a mid-roll 15 s in, inside its 75 s demo media; other titles keep the real breaks', async () => {
    const { token } = platform.member();
    const breaks = async (id: number) =>
      (await call(`/v2/libraries/1/contents/${id}/stream`, { token })).body.ad.middle_roll_points.map(
        (point: { position: number; urls: string[] }) => point.position,
      );
    expect(await breaks(EARLY_MIDROLL_CONTENT_ID)).toEqual([15_000, ...MIDDLE_ROLL_POSITIONS_MS]);
    expect(await breaks(FREE_FILM)).toEqual(MIDDLE_ROLL_POSITIONS_MS);
  });

  it('serves the ClearKey title as DASH with a licence server and an intro skip point', async () => {
    const { token } = platform.member();
    const { body } = await call(`/v2/libraries/1/contents/${DRM_CONTENT_ID}/stream`, { token });
    expect(body).toMatchObject({
      hls: null,
      dash: expect.stringMatching(/^http:\/\/platform\.test\/media\/drm\/clearkey\/tk\.[^/]+\/manifest\.mpd$/),
      drm: {
        type: 'clearkey',
        license_url: expect.stringMatching(/^http:\/\/platform\.test\/media\/drm\/clearkey\/tk\.[^/]+\/license$/),
      },
    });
    expect(body.playback_points).toEqual([
      expect.objectContaining({ type: 'intro', start: expect.any(Number), button: { action: 'skip' } }),
    ]);
  });

  it('refuses a stream from the wrong library, of a series, of a lost title and of an announcement', async () => {
    const { token } = platform.member();
    expect((await call(`/v2/libraries/2/contents/${FREE_FILM}/stream`, { token })).status).toBe(404);
    const series = await call('/v2/libraries/2/contents/81/stream', { token });
    expect(series.status).toBe(400);
    expect(series.body.error_code).toBe('not_playable');
    const lost = await call(`/v2/libraries/1/contents/${LOST_CONTENT_IDS[0]}/stream`, { token });
    expect(lost.body.error_code).toBe('content_lost');
    const meta = await call(`/v2/users/self/content_metadata/${LOST_CONTENT_IDS[0]}`, { token });
    expect(meta.body).toMatchObject({ is_lost: true, is_available: false, buttons: [] });
    const announced = (await episodesOf(84)).find((episode) => episode.is_announcement);
    const answer = await call(`/v2/libraries/2/contents/${announced?.id}/stream`, { token });
    expect(answer.status).toBe(403);
    expect(answer.body.error_code).toBe('content_not_available');
  });

  it('refuses a 16+ title to a child profile', async () => {
    const { token } = platform.member({ child: true });
    const card = await call(`/v2/contents/${FREE_FILM}`);
    expect(card.body.age).toBeGreaterThan(12);
    const { status, body } = await call(`/v2/libraries/1/contents/${FREE_FILM}/stream`, { token });
    expect(status).toBe(403);
    expect(body.error_code).toBe('permission_denied');
  });

  it('plays series episodes for a holder of the Series packet', async () => {
    const login = await call('/v2/auth/login', { json: { login: 'demo', password: 'demo123' } });
    const token = login.body.access_token;
    const [first] = await episodesOf(81);
    const meta = await call(`/v2/users/self/content_metadata/${first.id}`, { token });
    expect(meta.body.is_purchased).toBe(true);
    expect((await call(`/v2/libraries/2/contents/${first.id}/stream`, { token })).status).toBe(200);
  });

  it('records history, resumes from it and moves titles between continue-watching and history', async () => {
    const { token } = platform.member();
    const saved = await call('/v2/users/self/history', {
      token,
      json: { content_id: FREE_FILM, seconds: 600, duration: 6000 },
    });
    expect(saved.status).toBe(201);
    const meta = await call(`/v2/users/self/content_metadata/${FREE_FILM}`, { token });
    expect(meta.body.history.seconds).toBe(600);
    expect(meta.body.buttons[0].caption).toBe('Continue watching');
    const resuming = await call(`/v2/rows/${ROW.continueWatching}`, { token });
    expect(resuming.body.contents).toEqual([
      expect.objectContaining({
        id: FREE_FILM,
        watch_percentage: 10,
        content: expect.objectContaining({ id: FREE_FILM }),
      }),
    ]);
    await call('/v2/users/self/history', { token, json: { content_id: FREE_FILM, seconds: 5990, duration: 6000 } });
    expect((await call(`/v2/rows/${ROW.continueWatching}`, { token })).body.contents).toEqual([]);
    expect((await call(`/v2/rows/${ROW.history}`, { token })).body.contents[0].watch_percentage).toBe(100);
    const other = platform.member();
    expect((await call(`/v2/rows/${ROW.history}`, { token: other.token })).body.contents).toEqual([]);
  });

  it('validates history writes and leaves nothing behind on failure', async () => {
    const { token } = platform.member();
    expect((await call('/v2/users/self/history', { json: { content_id: 1, seconds: 5 } })).status).toBe(401);
    expect((await call('/v2/users/self/history', { token, json: { seconds: 5 } })).status).toBe(400);
    expect((await call('/v2/users/self/history', { token, json: { content_id: 999999, seconds: 5 } })).status).toBe(
      404,
    );
    expect((await call('/v2/users/self/history', { token, json: { content_id: 81, seconds: 5 } })).status).toBe(400);
    expect(
      (await call('/v2/users/self/history', { token, json: { content_id: 1, seconds: 99, duration: 50 } })).status,
    ).toBe(400);
    expect((await call(`/v2/rows/${ROW.history}`, { token })).body.contents).toEqual([]);
  });

  it('picks the episode to play next: first, then the unfinished one, then the one after a finished one', async () => {
    const { token } = platform.member();
    const episodes = await episodesOf(81);
    const next = async () => (await call('/v2/users/self/content_metadata/81', { token })).body.next_to_play.id;
    expect(await next()).toBe(episodes[0].id);
    await call('/v2/users/self/history', { token, json: { content_id: episodes[0].id, seconds: 100, duration: 100 } });
    expect(await next()).toBe(episodes[1].id);
    platform.clock.now += 60_000;
    await call('/v2/users/self/history', { token, json: { content_id: episodes[2].id, seconds: 300, duration: 2000 } });
    expect(await next()).toBe(episodes[2].id);
    const history = await call(`/v2/rows/${ROW.history}`, { token });
    expect(history.body.contents[0]).toMatchObject({
      content: { id: 81 },
      content_episode: { id: episodes[2].id, season: 1, series: 3 },
    });
    const episodeMeta = await call(`/v2/users/self/content_metadata/${episodes[2].id}`, { token });
    expect(episodeMeta.body.next_to_play.id).toBe(episodes[3].id);
  });

  it('offers an unpurchased title from the archive of a channel the viewer holds', async () => {
    const login = await call('/v2/auth/login', { json: { login: 'demo', password: 'demo123' } });
    const token = login.body.access_token;
    const { body } = await call('/v2/users/self/content_metadata/12', { token });
    expect(body.is_purchased).toBe(false);
    expect(body.is_available).toBe(true);
    expect(body.stream_using).toEqual({
      library_id: null,
      content_schedule: {
        channel_id: expect.any(Number),
        start_at: expect.any(Number),
        program_id: expect.any(Number),
      },
    });
  });

  it('reports a favorite content in meta and in the "my" favorites row', async () => {
    const { token } = platform.member();
    const added = await call('/v2/users/self/favorites', { token, json: { content_id: 3 } });
    expect(added.status).toBe(201);
    const meta = await call('/v2/users/self/content_metadata/3', { token });
    expect(meta.body).toMatchObject({ favorite: true, favorite_id: added.body.id });
    const my = await call('/v2/rowsets/my', { token });
    const favorites = my.body.rows.find((row: { id: number }) => row.id === ROW.myContents);
    expect(favorites.contents.map((item: { id: number }) => item.id)).toEqual([3]);
  });

  it('streams trailers by id', async () => {
    const card = await call('/v2/contents/1');
    const [trailer] = card.body.trailers;
    const { body } = await call(`/v2/trailers/${trailer.id}/stream`);
    expect(withoutToken(body.hls)).toBe('http://platform.test/media/vod/trailer/master.m3u8');
    expect((await call('/v2/trailers/99999/stream')).status).toBe(404);
  });
});
