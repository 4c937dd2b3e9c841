import { appOpenDelay } from './open-app';

describe('appOpenDelay', () => {
  it('waits 2500 ms on iOS and 25 ms elsewhere', () => {
    expect(appOpenDelay('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(2_500);
    expect(appOpenDelay('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(25);
  });
});
