import { channelAspectRatio, channelQuality } from './channel-marks';

describe('channelQuality', () => {
  it('marks a 4K channel 4K only, an HD one HD, and others nothing', () => {
    expect(channelQuality({ is4k: true, isHd: true })).toBe('4k');
    expect(channelQuality({ is4k: false, isHd: true })).toBe('hd');
    expect(channelQuality({ is4k: false, isHd: false })).toBeNull();
  });
});

describe('channelAspectRatio', () => {
  it('reads the ratio a channel declares, other than the frame’s own', () => {
    expect(channelAspectRatio({ aspectRatio: '4:3' })).toBeCloseTo(4 / 3);
    expect(channelAspectRatio({ aspectRatio: '21:9' })).toBeCloseTo(21 / 9);
    expect(channelAspectRatio({ aspectRatio: '1.85:1' })).toBeCloseTo(1.85);
    expect(channelAspectRatio({ aspectRatio: '16:9' })).toBeNull();
  });

  it('leaves the picture alone for a value that is not a ratio', () => {
    for (const aspectRatio of ['', 'wide', '4:0', '0:3', '16:']) expect(channelAspectRatio({ aspectRatio })).toBeNull();
  });
});
