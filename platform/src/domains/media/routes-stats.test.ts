import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { STAT_DURATION_MAX_S } from './routes-stats';
import { createPlaybackStat, findPlaybackStat } from './stats';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const { app, ctx, close } = createPlatform({ config: testPlatformConfig(), now: () => NOW, log: () => {} });
afterAll(close);

function signIn(username: string): { userId: number; token: string } {
  const user = ctx.db
    .prepare(`INSERT INTO users (username, date_joined) VALUES (?, ?)`)
    .run(`media-test-${username}`, NOW / 1000);
  const userId = Number(user.lastInsertRowid);
  const token = `media-test-token-${username}`;
  ctx.db
    .prepare(`INSERT INTO tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`)
    .run(token, userId, NOW / 1000, NOW / 1000 + 3600);
  return { userId, token };
}

const viewer = signIn('viewer');
const stranger = signIn('stranger');
const patch = (id: number | string, query: string, token: string | null = viewer.token) =>
  app.request(`/v2/users/self/stat/${id}?${query}`, {
    method: 'PATCH',
    headers: token ? { authorization: `Token ${token}` } : {},
  });

describe('PATCH /v2/users/self/stat/:id', () => {
  it('records the watched duration on the caller own stat', async () => {
    const id = createPlaybackStat(ctx, { userId: viewer.userId, channelId: 5 });
    const response = await patch(id, 'duration=120');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ id, channel_id: 5, duration: 120 });
    expect(findPlaybackStat(ctx, id)?.duration).toBe(120);
  });

  it('needs a session (401)', async () => {
    const id = createPlaybackStat(ctx, { userId: viewer.userId, contentId: 8 });
    const response = await patch(id, 'duration=30', null);
    expect(response.status).toBe(401);
    expect((await response.json()).error_code).toBe('authentication_failed');
  });

  it('answers 404 for unknown stats and for stats of other users, leaving them unchanged', async () => {
    expect((await patch(987_654, 'duration=30')).status).toBe(404);
    expect((await patch('abc', 'duration=30')).status).toBe(404);
    const theirs = createPlaybackStat(ctx, { userId: stranger.userId, channelId: 5 });
    expect((await patch(theirs, 'duration=30')).status).toBe(404);
    expect(findPlaybackStat(ctx, theirs)?.duration).toBe(0);
  });

  it('rejects a missing or invalid duration and keeps the previous value', async () => {
    const id = createPlaybackStat(ctx, { userId: viewer.userId, channelId: 5 });
    await patch(id, 'duration=300');
    for (const query of [
      '',
      'duration=',
      'duration=-1',
      'duration=1.5',
      'duration=ten',
      `duration=${STAT_DURATION_MAX_S + 1}`,
    ]) {
      expect((await patch(id, query)).status).toBe(400);
    }
    expect(findPlaybackStat(ctx, id)?.duration).toBe(300);
  });
});
