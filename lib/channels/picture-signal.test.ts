import { channelPlaysOrTimeout, noteChannelPlaying, PICTURE_WAIT_MAX_MS } from './picture-signal';

describe('channelPlaysOrTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles when that channel plays, not another', async () => {
    const settled = jest.fn();
    void channelPlaysOrTimeout(7).then(settled);
    noteChannelPlaying(8);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    noteChannelPlaying(7);
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();
  });

  it('settles at once for the channel already playing, and after the longest wait for one that never plays', async () => {
    noteChannelPlaying(9);
    await expect(channelPlaysOrTimeout(9)).resolves.toBeUndefined();
    const settled = jest.fn();
    void channelPlaysOrTimeout(10).then(settled);
    jest.advanceTimersByTime(PICTURE_WAIT_MAX_MS - 1);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();
  });
});
