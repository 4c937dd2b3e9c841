import { createChannelsTestPlatform, FIXTURE_NOW_MS, scheduleFor } from '@/platform/src/domains/channels/test-fixtures';
import { getUserChannelList } from './channels';
import { createApiClient } from './client';
import { addFavorite, getFavorites, getPersonFavorite, removeFavorite } from './favorites';

const platform = createChannelsTestPlatform();
afterAll(() => platform.close());

function clientFor(accessToken: string) {
  return createApiClient({
    baseUrl: 'http://platform.test',
    accessToken,
    locale: 'en',
    fetch: (input, init) => Promise.resolve(platform.app.fetch(new Request(input, init))),
  });
}

describe('lib/api/favorites against the platform', () => {
  it('adds, lists (uncached) and removes favorites of every kind', async () => {
    const api = clientFor(platform.member().token);
    const [programme] = scheduleFor(platform.ctx, 9, FIXTURE_NOW_MS / 1000, FIXTURE_NOW_MS / 1000 + 1);
    const channel = await addFavorite(api, { channelId: 14 });
    expect(channel).toMatchObject({ objectType: 'channel', objectId: 14, channel: { id: 14, name: 'Arena Sport' } });
    const show = await addFavorite(api, { programId: programme.id });
    expect(show.programme?.id).toBe(programme.id);
    await addFavorite(api, { personId: 1 });
    expect((await getFavorites(api)).map((favorite) => favorite.objectType).sort()).toEqual([
      'channel',
      'person',
      'program',
    ]);
    expect(await getPersonFavorite(api, 1)).toEqual({ id: expect.any(Number) });
    await removeFavorite(api, channel.id);
    expect(await getFavorites(api, 'channel')).toEqual([]);
  });

  it('reloads the personal channel list after a favorites change', async () => {
    const api = clientFor(platform.member().token);
    expect((await getUserChannelList(api)).find((channel) => channel.id === 3)?.favorite).toBeNull();
    const favorite = await addFavorite(api, { channelId: 3 });
    expect((await getUserChannelList(api)).find((channel) => channel.id === 3)?.favorite).toEqual({
      id: favorite.id,
      priority: 1,
    });
    await removeFavorite(api, favorite.id);
    expect((await getUserChannelList(api)).find((channel) => channel.id === 3)?.favorite).toBeNull();
  });

  it('rejects guests with guest_not_allowed', async () => {
    const api = clientFor(platform.guest().token);
    await expect(addFavorite(api, { channelId: 1 })).rejects.toMatchObject({ status: 403, code: 'guest_not_allowed' });
  });
});
