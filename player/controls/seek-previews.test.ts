import { fetchSeekPoints, parseSeekPoints, screenshotUrl, seekPointAt } from './seek-previews';

describe('seek previews', () => {
  it('picks the last seek point at or before the hovered time', () => {
    const points = [0, 10_000, 20_000];
    expect(seekPointAt(points, 15_500)).toBe(10_000);
    expect(seekPointAt(points, 20_000)).toBe(20_000);
    expect(seekPointAt([5_000], 1_000)).toBeNull();
  });

  it('fills the {ms} template', () => {
    expect(screenshotUrl('https://m.test/thumbs/{ms}.jpg', 10_000)).toBe('https://m.test/thumbs/10000.jpg');
  });

  it('reads and sorts the platform answer and refuses other shapes', () => {
    expect(parseSeekPoints({ seek_points: [20_000, 0, 10_000] })).toEqual([0, 10_000, 20_000]);
    expect(() => parseSeekPoints({ seek_points: ['0'] })).toThrow(/seek_points/);
    expect(() => parseSeekPoints(null)).toThrow(TypeError);
  });

  it('fails clearly when the seek points do not load', async () => {
    const fetchFn = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await expect(fetchSeekPoints('https://m.test/seek-points.json', fetchFn)).rejects.toThrow('404');
  });
});
