import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { FIXTURE_NOW_MS, createChannelsTestPlatform, scheduleFor } from './test-fixtures';

const platform = createChannelsTestPlatform();
afterAll(() => platform.close());
const nowSec = FIXTURE_NOW_MS / 1000;

interface FavoriteJson {
  id: number;
  object_id: number;
  object_type: string;
  channel_id: number | null;
  program_id: number | null;
  content_id: number | null;
  person_id: number | null;
  channel?: { id: number; name: string } | null;
  program?: { id: number; program: { title: string } } | null;
}

const add = (token: string, json: unknown) =>
  platform.request('/v2/users/self/favorites', { token, method: 'POST', json });
const list = async (token: string, query = '') =>
  (await (await platform.request(`/v2/users/self/favorites${query}`, { token, language: 'en' })).json()) as FavoriteJson[];

describe('favorites', () => {
  it('adds channel, programme, content and person favorites with nested channel and programme', async () => {
    const member = platform.member();
    const [programme] = scheduleFor(platform.ctx, 22, nowSec, nowSec + 1);
    expect((await add(member.token, { channelId: 14 })).status).toBe(201);
    expect((await add(member.token, { programId: programme.id })).status).toBe(201);
    expect((await add(member.token, { contentId: 1 })).status).toBe(201);
    expect((await add(member.token, { person_id: 1 })).status).toBe(201);
    const favorites = await list(member.token);
    expect(favorites.map((favorite) => favorite.object_type).sort()).toEqual([
      'channel',
      'content',
      'person',
      'program',
    ]);
    const channel = favorites.find((favorite) => favorite.channel_id === 14);
    expect(channel).toMatchObject({ object_id: 14, channel: { id: 14, name: 'Arena Sport' } });
    const program = favorites.find((favorite) => favorite.program_id === programme.id);
    expect(program?.program?.id).toBe(programme.id);
    expect((await list(member.token, '?type=person')).map((favorite) => favorite.person_id)).toEqual([1]);
  });

  it('returns the existing favorite for a duplicate', async () => {
    const member = platform.member();
    const first = await (await add(member.token, { channelId: 3 })).json();
    const again = await add(member.token, { channelId: 3 });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(first.id);
    expect(await list(member.token)).toHaveLength(1);
  });

  it('keeps each user’s favorites apart', async () => {
    const alice = platform.member();
    const bob = platform.member();
    const mine = await (await add(alice.token, { channelId: 2 })).json();
    expect(await list(bob.token)).toEqual([]);
    const stolen = await platform.request(`/v2/users/self/favorites/${mine.id}`, {
      token: bob.token,
      method: 'DELETE',
    });
    expect(stolen.status).toBe(404);
    expect(await list(alice.token)).toHaveLength(1);
  });

  it('deletes by favorite id with 204 and no body', async () => {
    const member = platform.member();
    const created = await (await add(member.token, { channelId: 33 })).json();
    const response = await platform.request(`/v2/users/self/favorites/${created.id}`, {
      token: member.token,
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await list(member.token)).toEqual([]);
  });

  it('refuses guests with guest_not_allowed and anonymous callers with 401', async () => {
    const guest = platform.guest();
    const response = await add(guest.token, { channelId: 1 });
    expect(response.status).toBe(403);
    expect((await response.json()).error_code).toBe('guest_not_allowed');
    expect((await platform.request('/v2/users/self/favorites')).status).toBe(401);
  });

  it('rejects bodies naming no target, two targets or an unknown channel or programme', async () => {
    const member = platform.member();
    expect((await add(member.token, {})).status).toBe(400);
    expect((await add(member.token, { channelId: 1, programId: 2 })).status).toBe(400);
    expect((await add(member.token, { channelId: 'one' })).status).toBe(400);
    expect((await add(member.token, { channelId: 999_999 })).status).toBe(404);
    expect((await add(member.token, { programId: 12_345 })).status).toBe(404);
    expect(await list(member.token)).toEqual([]);
  });

  it('GET /v2/persons/{id}/favorite answers the caller’s person favorite or null', async () => {
    const member = platform.member();
    const created = await (await add(member.token, { personId: 2 })).json();
    const found = await platform.request('/v2/persons/2/favorite', { token: member.token });
    expect(await found.json()).toEqual({ favorite: { id: created.id } });
    const other = await platform.request('/v2/persons/3/favorite', { token: member.token });
    expect(await other.json()).toEqual({ favorite: null });
    expect(await (await platform.request('/v2/persons/2/favorite')).json()).toEqual({ favorite: null });
  });
});

describe('favorites persistence', () => {
  it('survives reopening a file database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'channels-favorites-'));
    const config = testPlatformConfig({ databasePath: path.join(dir, 'platform.sqlite') });
    const first = createPlatform({ config, now: () => FIXTURE_NOW_MS, log: () => {} });
    const userId = Number(
      first.ctx.db.prepare(`INSERT INTO users (username, is_guest, date_joined) VALUES ('persist', 0, ?)`).run(nowSec)
        .lastInsertRowid,
    );
    first.ctx.db
      .prepare(
        `INSERT INTO tokens (token, user_id, device_id, profile_id, created_at, expires_at) VALUES ('persist-token', ?, NULL, NULL, ?, ?)`,
      )
      .run(userId, nowSec, nowSec + 3600);
    const headers = { authorization: 'Token persist-token', 'content-type': 'application/json' };
    const added = await first.app.request('/v2/users/self/favorites', {
      method: 'POST',
      headers,
      body: JSON.stringify({ channelId: 9 }),
    });
    expect(added.status).toBe(201);
    first.close();

    const second = createPlatform({ config, now: () => FIXTURE_NOW_MS, log: () => {} });
    const response = await second.app.request('/v2/users/self/favorites', { headers });
    expect(((await response.json()) as FavoriteJson[]).map((favorite) => favorite.channel_id)).toEqual([9]);
    second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
