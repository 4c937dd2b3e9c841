import { PACKET_ID } from '../billing/entitlements';
import type { ScheduleItem } from './schedule';
import { FIXTURE_NOW_MS, createChannelsTestPlatform } from './test-fixtures';

const platform = createChannelsTestPlatform();
afterAll(() => platform.close());
const nowSec = FIXTURE_NOW_MS / 1000;
const HOUR = 3600;

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('GET /v2/channels/{id}/content_schedule', () => {
  it('defaults to 72 h (or the archive depth) back and 259200 s ahead', async () => {
    const items = await data<ScheduleItem[]>(await platform.request('/v2/channels/14/content_schedule'));
    const first = items[0];
    const last = items[items.length - 1];
    expect(first.timestamp).toBeLessThanOrEqual(nowSec - 7 * 24 * HOUR);
    expect(first.timestamp + first.duration).toBeGreaterThan(nowSec - 7 * 24 * HOUR);
    expect(last.timestamp).toBeLessThan(nowSec + 259_200);
    const shallow = await data<ScheduleItem[]>(await platform.request('/v2/channels/8/content_schedule'));
    expect(shallow[0].timestamp + shallow[0].duration).toBeGreaterThan(nowSec - 72 * HOUR);
    expect(shallow[0].timestamp).toBeLessThanOrEqual(nowSec - 72 * HOUR);
  });

  it('gives each airing of a title the viewer watched its watch_percentage in histories, and [] otherwise', async () => {
    const window = `?start=${nowSec - 7 * 24 * HOUR}&end=${nowSec}`;
    const guestItems = await data<(ScheduleItem & { histories: unknown[] })[]>(
      await platform.request(`/v2/channels/22/content_schedule${window}`),
    );
    const titled = guestItems.find((item) => item.content_id !== null)!;
    expect(guestItems.every((item) => Array.isArray(item.histories) && item.histories.length === 0)).toBe(true);

    const member = platform.member();
    const saved = await platform.request('/v2/users/self/history', {
      method: 'POST',
      token: member.token,
      json: { content_id: titled.content_id, seconds: 600, duration: 2400 },
    });
    expect(saved.status).toBe(201);
    const items = await data<(ScheduleItem & { histories: { watch_percentage: number }[] })[]>(
      await platform.request(`/v2/channels/22/content_schedule${window}`, { token: member.token }),
    );
    expect(items.find((item) => item.id === titled.id)?.histories).toEqual([{ watch_percentage: 25 }]);
    expect(items.filter((item) => item.content_id === null).every((item) => item.histories.length === 0)).toBe(true);
  });

  it('answers the asked window in the caller’s language', async () => {
    const items = await data<ScheduleItem[]>(
      await platform.request(`/v2/channels/22/content_schedule?start=${nowSec - 6 * HOUR}&end=${nowSec}`, {
        language: 'en',
      }),
    );
    expect(items.every((item) => item.timestamp < nowSec && item.timestamp + item.duration > nowSec - 6 * HOUR)).toBe(
      true,
    );
    expect(items.find((item) => item.program.content_type === 'movie')?.program.category.name).toBe('Film');
    expect(items[0].program.genres[0]).toEqual({ name: expect.any(String), row_slug: expect.anything(), row_id: null });
  });

  it('links a programme genre only to a catalogue genre row that exists', async () => {
    const genres = [];
    for (const channel of [8, 14, 22]) {
      const items = await data<ScheduleItem[]>(
        await platform.request(`/v2/channels/${channel}/content_schedule`, { language: 'en' }),
      );
      genres.push(...items.flatMap((item) => item.program.genres));
    }
    expect(genres.find((genre) => genre.name === 'Drama')?.row_slug).toBe('genre-drama');
    expect(genres.find((genre) => genre.name === 'News')?.row_slug).toBeNull();
    const rowSlugs = new Set(genres.flatMap((genre) => (genre.row_slug ? [genre.row_slug] : [])));
    for (const slug of rowSlugs) expect((await platform.request(`/v2/rows/${slug}`)).status).toBe(200);
  });

  it('rejects slugs, bad ranges and unknown channels', async () => {
    expect((await platform.request('/v2/channels/arena-sport/content_schedule')).status).toBe(400);
    expect((await platform.request(`/v2/channels/14/content_schedule?start=${nowSec}&end=${nowSec - 1}`)).status).toBe(
      400,
    );
    expect((await platform.request('/v2/channels/14/content_schedule?start=soon')).status).toBe(400);
    expect((await platform.request('/v2/channels/777777/content_schedule')).status).toBe(404);
  });
});

describe('programmes', () => {
  it('GET /v2/programs/{id} gives the item with its channel, /schedule the other airings', async () => {
    const [current] = await data<ScheduleItem[]>(
      await platform.request(`/v2/channels/9/content_schedule?start=${nowSec}&end=${nowSec + 1}`),
    );
    const programme = await data<ScheduleItem & { channel: { id: number; slug: string } }>(
      await platform.request(`/v2/programs/${current.id}`),
    );
    expect(programme).toMatchObject({ id: current.id, current: true, channel: { id: 9, slug: 'orda-24' } });
    const airings = await data<ScheduleItem[]>(await platform.request(`/v2/programs/${current.id}/schedule`));
    expect(airings.length).toBeGreaterThan(1);
    expect(airings.every((item) => item.program.title === current.program.title)).toBe(true);
    expect((await platform.request('/v2/programs/42')).status).toBe(404);
    expect((await platform.request('/v2/programs/abc/schedule')).status).toBe(400);
  });
});

describe('GET /v2/channels/{id}/packets', () => {
  it('names the packets that open a channel and whether the caller holds any', async () => {
    const anonymous = await data<{ packet_ids: number[]; have_purchases: boolean }>(
      await platform.request('/v2/channels/14/packets'),
    );
    expect(anonymous).toEqual({
      channel_id: 14,
      packet_ids: [PACKET_ID.basicTv, PACKET_ID.sport],
      have_purchases: false,
    });
    const member = platform.member();
    platform.grantPacket(member.userId, PACKET_ID.kids);
    const night = await data<{ packet_ids: number[]; have_purchases: boolean }>(
      await platform.request('/v2/channels/night-club/packets', { token: member.token }),
    );
    expect(night).toEqual({ channel_id: 55, packet_ids: [PACKET_ID.night], have_purchases: true });
    const cinema = await data<{ packet_ids: number[] }>(await platform.request('/v2/channels/premiere-one/packets'));
    expect(cinema.packet_ids).toEqual([PACKET_ID.cinema]);
    const soon = await data<{ packet_ids: number[] }>(await platform.request('/v2/channels/jazz-oasis/packets'));
    expect(soon.packet_ids).toEqual([]);
  });
});
