import { isResumeAtEnd } from './resume-near-end';
import { createTestPlayer } from './testing/test-player';

describe('a title resumed at the end of its media', () => {
  it('counts the last 5 s of the real duration as the end', () => {
    expect(isResumeAtEnd(74, 75)).toBe(true);
    expect(isResumeAtEnd(70, 75)).toBe(true);
    expect(isResumeAtEnd(69, 75)).toBe(false);
    expect(isResumeAtEnd(0, 75)).toBe(false);
    expect(isResumeAtEnd(74, Number.NaN)).toBe(false);
    expect(isResumeAtEnd(74, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('starts over when the media is shorter than the saved position suggests (metadata said 90 minutes)', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'vod', startPosition: 74 });
    player.media.currentTime = 74;
    player.media.duration = 75;
    player.media.fire('durationchange');
    expect(player.media.currentTime).toBe(0);
  });

  it('resumes where it was when that is before the last seconds, and decides only once', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'vod', startPosition: 40 });
    player.media.currentTime = 40;
    player.media.duration = 75;
    player.media.fire('durationchange');
    expect(player.media.currentTime).toBe(40);
    player.media.currentTime = 73;
    player.media.fire('loadedmetadata');
    expect(player.media.currentTime).toBe(73);
  });

  it('waits for a known duration and leaves live streams and reloads alone', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'vod', startPosition: 74 });
    player.media.currentTime = 74;
    player.media.fire('durationchange');
    expect(player.media.currentTime).toBe(74);
    player.media.duration = 75;
    // A reconnection reloads where the viewer is, even near the end.
    await player.controller.reload();
    player.media.fire('durationchange');
    expect(player.media.currentTime).toBe(74);

    const live = createTestPlayer();
    await live.load({ mode: 'archive', startPosition: 74 });
    live.media.currentTime = 74;
    live.media.duration = 75;
    live.media.fire('durationchange');
    expect(live.media.currentTime).toBe(74);
  });
});
