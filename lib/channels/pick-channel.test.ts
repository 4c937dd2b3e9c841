import { pickChannel } from './pick-channel';

const channels = [
  { id: 1, slug: 'one' },
  { id: 2, slug: 'two' },
  { id: 3, slug: 'three' },
];

describe('pickChannel', () => {
  it('opens the channel the path names, by slug or id', () => {
    expect(pickChannel(channels, 'two', 3)?.id).toBe(2);
    expect(pickChannel(channels, '3', 1)?.id).toBe(3);
  });

  it('gives null for a named channel that does not exist', () => {
    expect(pickChannel(channels, 'nope', 1)).toBeNull();
  });

  it('falls back to the last channel, then the first', () => {
    expect(pickChannel(channels, null, 3)?.id).toBe(3);
    expect(pickChannel(channels, null, 42)?.id).toBe(1);
    expect(pickChannel(channels, null, null)?.id).toBe(1);
    expect(pickChannel([], null, null)).toBeNull();
  });
});
