import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { CHANNEL_COUNT_ENV, channelSeedsFor } from './seed-channels';
import { CHANNEL_SEEDS } from './seed-channel-data';

describe('channel seed', () => {
  it('seeds the curated line-up by default and that many channels with PLATFORM_CHANNEL_COUNT', async () => {
    expect(channelSeedsFor({})).toHaveLength(CHANNEL_SEEDS.length);
    expect(channelSeedsFor({ [CHANNEL_COUNT_ENV]: 'many' })).toHaveLength(CHANNEL_SEEDS.length);
    const seeds = channelSeedsFor({ [CHANNEL_COUNT_ENV]: '1000' });
    expect(seeds).toHaveLength(1000);
    expect(new Set(seeds.map((seed) => seed.id)).size).toBe(1000);
    expect(new Set(seeds.map((seed) => seed.slug)).size).toBe(1000);
  });

  it('serves a 1000-channel list built from the environment switch', async () => {
    const previous = process.env[CHANNEL_COUNT_ENV];
    process.env[CHANNEL_COUNT_ENV] = '1000';
    const started = Date.now();
    const { app, close } = createPlatform({ config: testPlatformConfig(), log: () => {} });
    if (previous === undefined) delete process.env[CHANNEL_COUNT_ENV];
    else process.env[CHANNEL_COUNT_ENV] = previous;
    try {
      const response = await app.request('/v2/channels/channel_list', { headers: { 'accept-language': 'en' } });
      const data = (await response.json()) as { name: string; current_schedule: unknown }[];
      expect(data).toHaveLength(1000);
      expect(data[999].name).toBe('Channel 1000');
      expect(data.every((channel) => channel.current_schedule)).toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      close();
    }
  });

  it('keeps seeded names localized in all four data languages', () => {
    for (const seed of CHANNEL_SEEDS) {
      expect(Object.keys(seed.name).sort()).toEqual(['en', 'kk', 'ru', 'uz']);
      expect(Object.values(seed.name).every((text) => text.length > 0)).toBe(true);
    }
  });
});
