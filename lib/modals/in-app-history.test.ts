import { hasInAppHistory, notePathname } from './in-app-history';

describe('in-app history', () => {
  it('is empty on the landing page and set after moving to another page', () => {
    notePathname('/');
    notePathname('/');
    expect(hasInAppHistory()).toBe(false);
    notePathname('/contents/the-red-sky');
    expect(hasInAppHistory()).toBe(true);
  });
});
