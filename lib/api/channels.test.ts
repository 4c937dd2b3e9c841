import { createChannelsTestPlatform, FIXTURE_NOW_MS } from '@/platform/src/domains/channels/test-fixtures';
import { PACKET_ID } from '@/platform/src/domains/billing/entitlements';
import {
  InvalidChannelIdError,
  getChannel,
  getChannelCategories,
  getChannelConfig,
  getChannelList,
  getChannelPackets,
  getChannelSchedule,
  getChannelStream,
  getEpg,
  getProgramme,
  getProgrammeSchedule,
  getUserChannelList,
} from './channels';
import { toChannel } from './channels-reshape';
import { createApiClient } from './client';
import { ApiError } from './errors';
import type { RawChannel } from './raw/channels';

const platform = createChannelsTestPlatform();
afterAll(() => platform.close());
const nowSec = FIXTURE_NOW_MS / 1000;

function clientFor(accessToken?: string, locale = 'en') {
  let requests = 0;
  const api = createApiClient({
    baseUrl: 'http://platform.test',
    accessToken,
    locale,
    fetch: (input, init) => {
      requests += 1;
      return Promise.resolve(platform.app.fetch(new Request(input, init)));
    },
  });
  return { api, requests: () => requests };
}

describe('lib/api/channels against the platform', () => {
  it('loads categories and channels reshaped to app types, caching the lists', async () => {
    const { api, requests } = clientFor();
    const categories = await getChannelCategories(api);
    expect(categories.find((category) => category.id === 2)).toMatchObject({ name: 'All channels', slug: 'all' });
    const channels = await getChannelList(api);
    const sport = channels.find((channel) => channel.slug === 'arena-sport');
    expect(sport).toMatchObject({
      id: 14,
      isPurchased: false,
      isHd: true,
      is4k: false,
      aspectRatio: '16:9',
      favorite: null,
    });
    expect(sport?.currentSchedule?.isCurrent).toBe(true);
    expect(sport?.categoryIds).toContain(4);
    expect(sport?.colorbackSrc).toBe('http://platform.test/art/cover/channel-14.svg?t=Arena%20Sport');
    const before = requests();
    await getChannelList(api);
    expect(requests()).toBe(before);
  });

  it('unifies isPurchased, is_hd, rating_age and missing ages from other operators', () => {
    const [raw] = [
      {
        id: 1,
        slug: 'x',
        name: 'X',
        description: '',
        aspect_ratio: '16:9',
        is_available: true,
        access_error: null,
        isPurchased: true,
        is_free: false,
        is_hidden: false,
        is_fixed: false,
        is_4k: false,
        is_hd: true,
        overlay_icon: null,
        cover: { src: '', bg: '', color_bg: '', light_bg: '', dark_bg: '' },
        images: [],
        archived_days: 0,
        real_archived_days: 0,
        available_archived_days: 0,
        current_schedule: null,
        stream_types: [],
        tags: ['is_adult'],
        trackers: [],
      } satisfies RawChannel,
    ];
    expect(toChannel(raw)).toMatchObject({
      isPurchased: true,
      isHd: true,
      age: null,
      isAdult: true,
      currentSchedules: [],
    });
    expect(toChannel({ ...raw, rating_age: 16 }).age).toBe(16);
    // The overlay icon is an address the cards load as an image; anything else draws nothing.
    expect(toChannel({ ...raw, overlay_icon: 'https://cdn.example/new.png' }).overlayIcon).toBe('https://cdn.example/new.png');
    expect(toChannel({ ...raw, overlay_icon: 'javascript:alert(1)' }).overlayIcon).toBeNull();
    expect(toChannel({ ...raw, overlay_icon: '' }).overlayIcon).toBeNull();
    // A favorite marked only by favored or is_favored: a favorite whose entry the viewer's favorites name.
    expect(toChannel(raw).favorite).toBeNull();
    expect(toChannel({ ...raw, favored: true }).favorite).toEqual({ id: null, priority: 0 });
    expect(toChannel({ ...raw, is_favored: true }).favorite).toEqual({ id: null, priority: 0 });
    expect(toChannel({ ...raw, is_favored: true, favorite: { id: 7, priority: 2 } }).favorite).toEqual({
      id: 7,
      priority: 2,
    });
  });

  it('loads the personal list, a channel by slug and its packets', async () => {
    const member = platform.member();
    platform.grantPacket(member.userId, PACKET_ID.sport);
    const { api } = clientFor(member.token);
    const channels = await getUserChannelList(api);
    expect(channels.find((channel) => channel.id === 14)?.isPurchased).toBe(true);
    const channel = await getChannel(api, 'goal-tv');
    expect(channel).toMatchObject({ id: 16, name: 'Goal TV', isPurchased: true, archivedDays: 3 });
    await expect(getChannel(api, 'nope')).rejects.toMatchObject({ status: 404 });
    expect(await getChannelPackets(api, 16)).toEqual({
      channelId: 16,
      packetIds: [PACKET_ID.basicTv, PACKET_ID.sport],
      havePurchases: true,
    });
  });

  it('gets a stream, its config, and the spec errors as ApiError codes', async () => {
    const member = platform.member();
    platform.grantPacket(member.userId, PACKET_ID.basicTv);
    const { api } = clientFor(member.token);
    const live = await getChannelStream(api, 1);
    expect(live.hls).toMatch(/^http:\/\/platform\.test\/media\/live\/1\/tk\.[^/]+\/master\.m3u8$/);
    expect(live.statId).toEqual(expect.any(Number));
    expect(live.streamInfo.isLive).toBe(true);
    const second = await getChannelStream(api, 1);
    expect(second.statId).not.toBe(live.statId);
    const config = await getChannelConfig(api, 1);
    expect(config.web).toBe(live.hls);
    await expect(getChannelStream(api, 55)).rejects.toMatchObject({ status: 403, code: 'not_purchased' });
    await expect(getChannelStream(api, 1, { ts: nowSec + 600 })).rejects.toMatchObject({
      status: 400,
      code: 'from_future',
    });
    await expect(getChannelStream(api, 'dala-tv')).rejects.toBeInstanceOf(InvalidChannelIdError);
    const guest = clientFor(platform.guest().token).api;
    const free = await getChannelStream(guest, 1);
    expect(free.ad.preRoll[0].adTag).toMatch(/preroll\.xml$/);
    expect(free.ad.middleRollPoints[0].positionMs).toBe(600_000);
    await expect(getChannelStream(guest, 14)).rejects.toBeInstanceOf(ApiError);
  });

  it('asks https stream addresses from an https page, and leaves an http page the operator’s own', async () => {
    const member = platform.member();
    platform.grantPacket(member.userId, PACKET_ID.basicTv);
    const { api } = clientFor(member.token);
    expect((await getChannelStream(api, 1)).hls).toMatch(/^http:/);
    Object.assign(globalThis, { window: { location: { protocol: 'https:' } } });
    try {
      expect((await getChannelStream(api, 1)).hls).toMatch(/^https:/);
      expect((await getChannelConfig(api, 1)).web).toMatch(/^https:/);
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
    }
  });

  it('loads schedules and programmes with times in seconds and series flags', async () => {
    const { api } = clientFor();
    const schedule = await getChannelSchedule(api, 29, { startSec: nowSec - 86_400, endSec: nowSec });
    expect(schedule.length).toBeGreaterThan(0);
    const episode = schedule.find((item) => item.episode);
    expect(episode?.program.isSeries).toBe(true);
    expect(episode?.program.ratings.imdb).toEqual(expect.any(Number));
    const programme = await getProgramme(api, schedule[0].id);
    expect(programme.channel.slug).toBe('serial-tv');
    const airings = await getProgrammeSchedule(api, schedule[0].id);
    expect(airings.every((item) => item.program.title === programme.program.title)).toBe(true);
    await expect(getChannelSchedule(api, 'serial-tv')).rejects.toBeInstanceOf(InvalidChannelIdError);
  });

  it('reads how much of an airing’s title the viewer watched from its histories', async () => {
    const member = platform.member();
    const { api } = clientFor(member.token);
    const range = { startSec: nowSec - 7 * 86_400, endSec: nowSec };
    const before = await getChannelSchedule(api, 22, range);
    expect(before.every((item) => item.watchPercentage === null)).toBe(true);
    const titled = before.find((item) => item.contentId !== null)!;
    const saved = await platform.request('/v2/users/self/history', {
      method: 'POST',
      token: member.token,
      json: { content_id: titled.contentId, seconds: 1_800, duration: 2_400 },
    });
    expect(saved.status).toBe(201);
    const after = await getChannelSchedule(clientFor(member.token).api, 22, range);
    expect(after.find((item) => item.id === titled.id)?.watchPercentage).toBe(75);
  });

  it('loads the EPG grid block of several channels, the same programmes as their schedules, times in seconds', async () => {
    const { api } = clientFor();
    const range = { startSec: nowSec - 3_600, endSec: nowSec + 3_600 };
    const rows = await getEpg(api, [29, 28], range);
    expect(rows.map((row) => row.channelId).sort()).toEqual([28, 29]);
    const serial = rows.find((row) => row.channelId === 29)!;
    expect(serial.items.length).toBeGreaterThan(0);
    const schedule = await getChannelSchedule(api, 29, range);
    const first = serial.items[0];
    expect(schedule.find((item) => item.id === first.id)).toMatchObject({ startSec: first.startSec });
    expect(Object.keys(first).sort()).toEqual(['age', 'durationSec', 'id', 'isCatchupAvailable', 'startSec', 'title']);
    expect(first.durationSec).toBeGreaterThan(0);
  });
});
