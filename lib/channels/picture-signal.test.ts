import {
  AFTER_PICTURE_MS,
  afterChannelPicture,
  channelPlaysOrTimeout,
  noteChannelPlaying,
  PICTURE_WAIT_MAX_MS,
} from './picture-signal';

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

describe('afterChannelPicture', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settle = async () => {
    for (let step = 0; step < 5; step += 1) await Promise.resolve();
  };

  it('settles a moment after the picture plays, so a viewer zapping on is not slowed by it', async () => {
    const settled = jest.fn();
    void afterChannelPicture(21).then(settled);
    jest.advanceTimersByTime(500);
    noteChannelPlaying(21);
    await settle();
    jest.advanceTimersByTime(AFTER_PICTURE_MS - 1);
    await settle();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(settled).toHaveBeenCalled();
  });

  it('settles after the longest wait when no picture comes (a purchase block)', async () => {
    const settled = jest.fn();
    void afterChannelPicture(22).then(settled);
    jest.advanceTimersByTime(PICTURE_WAIT_MAX_MS);
    await settle();
    expect(settled).toHaveBeenCalled();
  });
});
