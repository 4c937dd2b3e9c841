import type { EpgRow } from './routes-epg';
import { FIXTURE_NOW_MS, createChannelsTestPlatform } from './test-fixtures';

const platform = createChannelsTestPlatform();
afterAll(() => platform.close());
const nowSec = FIXTURE_NOW_MS / 1000;
const HOUR = 3600;

async function rows(path: string, token?: string): Promise<EpgRow[]> {
  const response = await platform.request(path, { token, language: 'en' });
  expect(response.status).toBe(200);
  return (await response.json()) as EpgRow[];
}

describe('GET /v2/channels/epg', () => {
  it('answers each asked channel with the programmes overlapping the window, in the asked order', async () => {
    const start = nowSec - 2 * HOUR;
    const end = nowSec + 2 * HOUR;
    const answer = await rows(`/v2/channels/epg?channel_ids=8,4&start=${start}&end=${end}`);
    expect(answer.map((row) => row.channel_id)).toEqual([8, 4]);
    for (const row of answer) {
      expect(row.items.length).toBeGreaterThan(0);
      expect(row.items.every((item) => item.timestamp < end && item.timestamp + item.duration > start)).toBe(true);
      expect(row.items.some((item) => item.timestamp <= nowSec && nowSec < item.timestamp + item.duration)).toBe(true);
    }
    const full = await platform.request(`/v2/channels/4/content_schedule?start=${start}&end=${end}`);
    const fullItems = (await full.json()) as { id: number; is_catchup_available: boolean }[];
    expect(answer[1].items.map((item) => [item.id, item.is_catchup_available])).toEqual(
      fullItems.map((item) => [item.id, item.is_catchup_available]),
    );
  });

  it('leaves out unknown channels and, for a child profile, channels above age 12', async () => {
    const window = `start=${nowSec}&end=${nowSec + HOUR}`;
    expect((await rows(`/v2/channels/epg?channel_ids=4,777777&${window}`)).map((row) => row.channel_id)).toEqual([4]);
    const child = platform.childMember();
    const adultIds = '55,4';
    expect((await rows(`/v2/channels/epg?channel_ids=${adultIds}&${window}`)).map((row) => row.channel_id)).toEqual([
      55, 4,
    ]);
    expect(
      (await rows(`/v2/channels/epg?channel_ids=${adultIds}&${window}`, child.token)).map((row) => row.channel_id),
    ).toEqual([4]);
  });

  it('refuses bad ids, bad or too long windows and too many channels', async () => {
    const window = `start=${nowSec}&end=${nowSec + HOUR}`;
    const status = async (query: string) => (await platform.request(`/v2/channels/epg?${query}`)).status;
    expect(await status(window)).toBe(400);
    expect(await status(`channel_ids=4,abc&${window}`)).toBe(400);
    expect(await status(`channel_ids=4&start=${nowSec}&end=${nowSec}`)).toBe(400);
    expect(await status(`channel_ids=4&start=${nowSec}&end=${nowSec + 25 * HOUR}`)).toBe(400);
    expect(await status(`channel_ids=4&start=soon&end=${nowSec}`)).toBe(400);
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect(await status(`channel_ids=${many}&${window}`)).toBe(400);
  });
});
