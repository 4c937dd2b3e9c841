import { PACKET_ID } from '../billing/entitlements';
import { CATEGORY_ID } from './categories';
import type { ChannelJson } from './channel-view';
import { NEW_YEAR_CHANNEL_ID } from './seed-channel-data';
import { createChannelsTestPlatform, FIXTURE_NOW_MS } from './test-fixtures';

const platform = createChannelsTestPlatform();
afterAll(() => platform.close());

async function data<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('GET /v2/channels/category_list', () => {
  it('lists the fixed categories with their channel ids', async () => {
    const categories = await data<{ id: number; slug: string; name: string; channels: number[] }[]>(
      await platform.request('/v2/channels/category_list', { language: 'en' }),
    );
    const byId = new Map(categories.map((category) => [category.id, category]));
    expect(byId.get(CATEGORY_ID.all)?.name).toBe('All channels');
    expect(byId.get(CATEGORY_ID.all)?.channels.length).toBeGreaterThanOrEqual(60);
    expect(byId.get(CATEGORY_ID.child)?.slug).toBe('kids');
    expect(byId.get(CATEGORY_ID.favorites)?.channels).toEqual([]);
    for (const slug of ['news', 'sport', 'movies', 'music', 'documentary']) {
      expect(categories.find((category) => category.slug === slug)?.channels.length).toBeGreaterThan(0);
    }
  });

  it('fills the favorites category from the caller’s favorite channels, in priority order', async () => {
    const member = platform.member();
    for (const channelId of [15, 3]) {
      await platform.request('/v2/users/self/favorites', { token: member.token, method: 'POST', json: { channelId } });
    }
    const categories = await data<{ id: number; channels: number[] }[]>(
      await platform.request('/v2/channels/category_list', { token: member.token }),
    );
    expect(categories.find((category) => category.id === CATEGORY_ID.favorites)?.channels).toEqual([15, 3]);
  });
});

describe('GET /v2/channels/channel_list', () => {
  it('lists every seeded channel with the spec fields and the current programme, localized', async () => {
    const channels = await data<ChannelJson[]>(await platform.request('/v2/channels/channel_list', { language: 'kk' }));
    expect(channels.length).toBe(60);
    const sport = channels.find((channel) => channel.slug === 'arena-sport');
    expect(sport).toMatchObject({
      id: 14,
      name: 'Арена Спорт',
      is_free: false,
      aspect_ratio: '16:9',
      stream_types: [{ type: 'hls' }],
    });
    expect(sport?.cover.src).toBe('http://platform.test/art/logo/14.svg');
    expect(sport?.images.map((image) => image.itype)).toEqual(['cover', 'colorback']);
    expect(sport?.tags).toContain('sport');
    expect(sport?.trackers[0]).toMatchObject({ tracker_type: 'tns', params: { Account: 'demo', VcID: 'channel-14' } });
    expect(sport?.current_schedule?.current).toBe(true);
    expect(sport?.current_schedules).toHaveLength(2);
    expect(channels.find((channel) => channel.id === NEW_YEAR_CHANNEL_ID)).toBeDefined();
    const vitrina = channels.filter((channel) => channel.stream_types.some((type) => type.type === 'vitrina'));
    expect(vitrina.map((channel) => [channel.slug, channel.vitrina_url])).toEqual([
      ['almaty-city', 'http://platform.test/media/live/58/master.m3u8?vitrina=1'],
    ]);
    expect(sport?.vitrina_url).toBeNull();
    expect(channels.filter((channel) => channel.is_4k).map((channel) => channel.slug)).toEqual(
      expect.arrayContaining(['arena-sport-4k', 'kino-uhd', 'music-ultra-hd', 'nature-4k']),
    );
    expect(
      channels
        .filter((channel) => channel.age >= 18)
        .every((channel) => channel.is_adult && channel.tags.includes('is_adult')),
    ).toBe(true);
    expect(new Set(channels.map((channel) => channel.archived_days))).toEqual(new Set([0, 3, 7]));
  });

  it('points cover, colorback and programme images at artwork the platform serves', async () => {
    const channels = await data<ChannelJson[]>(await platform.request('/v2/channels/channel_list', { language: 'en' }));
    const movies = channels.find((channel) => channel.id === 22);
    for (const url of [movies?.cover.src, movies?.cover.bg, movies?.current_schedule?.image_src]) {
      const response = await platform.app.request(String(url).replace('http://platform.test', ''));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    }
    const programme = await platform.app.request(
      String(movies?.current_schedule?.image_src).replace('http://platform.test', ''),
    );
    expect(await programme.text()).toContain(movies?.current_schedule?.program.title.split(' ')[0]);
  });

  it('shows anonymous callers and guests only the free channels as purchased', async () => {
    for (const token of [undefined, platform.guest().token]) {
      const channels = await data<ChannelJson[]>(await platform.request('/v2/channels/channel_list', { token }));
      const purchased = channels.filter((channel) => channel.is_purchased);
      expect(purchased.length).toBeGreaterThan(0);
      expect(purchased.every((channel) => channel.is_free)).toBe(true);
      expect(channels.filter((channel) => channel.is_free).every((channel) => channel.is_purchased)).toBe(true);
    }
  });

  it('marks the channels of a held packet purchased, with their archive available', async () => {
    const member = platform.member();
    platform.grantPacket(member.userId, PACKET_ID.sport);
    const channels = await data<ChannelJson[]>(
      await platform.request('/v2/channels/channel_list', { token: member.token }),
    );
    const sport = channels.find((channel) => channel.id === 14);
    expect(sport?.is_purchased).toBe(true);
    expect(sport?.available_archived_days).toBe(7);
    expect(channels.find((channel) => channel.id === 22)?.is_purchased).toBe(false);
    expect(channels.find((channel) => channel.id === 22)?.available_archived_days).toBe(0);
  });

  it('gives a child profile only channels aged 12 or less', async () => {
    const child = platform.childMember();
    const channels = await data<ChannelJson[]>(
      await platform.request('/v2/channels/channel_list', { token: child.token }),
    );
    expect(channels.length).toBeGreaterThan(0);
    expect(channels.every((channel) => channel.age <= 12)).toBe(true);
    const categories = await data<{ id: number; channels: number[] }[]>(
      await platform.request('/v2/channels/category_list', { token: child.token }),
    );
    expect(categories.some((category) => category.id === 13)).toBe(false);
  });
});

describe('GET /v2/users/self/channel_list', () => {
  it('requires a session', async () => {
    const response = await platform.request('/v2/users/self/channel_list');
    expect(response.status).toBe(401);
  });

  it('carries the caller’s favorite {id, priority}', async () => {
    const member = platform.member();
    const added = await data<{ id: number }>(
      await platform.request('/v2/users/self/favorites', {
        token: member.token,
        method: 'POST',
        json: { channelId: 9 },
      }),
    );
    const channels = await data<ChannelJson[]>(
      await platform.request('/v2/users/self/channel_list', { token: member.token }),
    );
    expect(channels.find((channel) => channel.id === 9)?.favorite).toEqual({ id: added.id, priority: 1 });
    expect(channels.find((channel) => channel.id === 10)?.favorite).toBeNull();
  });
});

describe('GET /v2/channels/{id}', () => {
  it('finds a channel by numeric id or slug and 404s otherwise', async () => {
    const byId = await data<ChannelJson>(await platform.request(`/v2/channels/${NEW_YEAR_CHANNEL_ID}`));
    expect(byId.slug).toBe('new-year');
    const bySlug = await data<ChannelJson>(await platform.request('/v2/channels/new-year', { language: 'en' }));
    expect(bySlug).toMatchObject({ id: NEW_YEAR_CHANNEL_ID, name: 'New Year TV' });
    const missing = await platform.request('/v2/channels/no-such-channel');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error_code).toBe('not_found');
    expect((await platform.request('/v2/channels/999999')).status).toBe(404);
  });
});

describe('the vitrina channel', () => {
  it('names as current the programme its picture shows, 360 s behind the clock', async () => {
    type Item = { timestamp: number; duration: number };
    const nowSec = Math.floor(FIXTURE_NOW_MS / 1000);
    const day = await data<Item[]>(
      await platform.request(`/v2/channels/58/content_schedule?start=${nowSec - 86_400}&end=${nowSec + 86_400}`),
    );
    // A clock 120 s after a programme boundary: the picture (360 s back) is still in the programme before it.
    const boundary = day.find((item) => item.timestamp > nowSec)?.timestamp ?? 0;
    const previous = day.find((item) => item.timestamp + item.duration === boundary);
    platform.setNow((boundary + 120) * 1000);
    try {
      const channel = await data<ChannelJson>(await platform.request('/v2/channels/58'));
      expect(channel.current_schedule?.timestamp).toBe(previous?.timestamp);
      expect(channel.current_schedules.map((item) => item.timestamp)).toEqual([previous?.timestamp, boundary]);
      const ordinary = await data<ChannelJson>(await platform.request('/v2/channels/8'));
      expect(ordinary.current_schedule?.timestamp).toBeLessThanOrEqual(boundary + 120);
      expect(ordinary.current_schedule!.timestamp + ordinary.current_schedule!.duration).toBeGreaterThan(
        boundary + 120,
      );
    } finally {
      platform.setNow(FIXTURE_NOW_MS);
    }
  });
});
