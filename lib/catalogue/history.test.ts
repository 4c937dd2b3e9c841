import { watchedPercent } from './history';

describe('watched share', () => {
  it('computes the watched share, capped at 100', () => {
    expect(watchedPercent(30, 60)).toBe(50);
    expect(watchedPercent(70, 60)).toBe(100);
    expect(watchedPercent(30, null)).toBe(0);
  });
});
