import { createPlatform } from '../../app';
import { testPlatformConfig } from '../../core/config';
import { createPlaybackStat, findPlaybackStat } from './stats';

describe('createPlaybackStat', () => {
  it('creates a distinct row per stream answer, stamped with the injected clock', () => {
    const { ctx, close } = createPlatform({
      config: testPlatformConfig(),
      now: () => 1_700_000_000_000,
      log: () => {},
    });
    const first = createPlaybackStat(ctx, { userId: 7, channelId: 3 });
    const second = createPlaybackStat(ctx, { userId: 7, contentId: 12 });
    expect(second).not.toBe(first);
    expect(findPlaybackStat(ctx, first)).toMatchObject({
      user_id: 7,
      channel_id: 3,
      content_id: null,
      duration: 0,
      created_at: 1_700_000_000,
    });
    expect(findPlaybackStat(ctx, second)).toMatchObject({ channel_id: null, content_id: 12 });
    close();
  });
});
