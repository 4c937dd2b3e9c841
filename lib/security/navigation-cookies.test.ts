/** @jest-environment jest-fixed-jsdom */
import { navigationCookie } from './navigation-cookies';

describe('navigationCookie', () => {
  afterEach(() => {
    document.cookie = 'partner=; max-age=0';
  });

  it('reads the browser cookies once per address, and again after a navigation', () => {
    const reads = jest.spyOn(Document.prototype, 'cookie', 'get');
    window.history.pushState(null, '', '/first');
    expect(navigationCookie('partner')).toBeNull();
    expect(navigationCookie('partner')).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();

    // The middleware's answer to ?partner= sets the cookie on the page it leads to.
    document.cookie = 'partner=beeline';
    window.history.pushState(null, '', '/second?partner=beeline');
    expect(navigationCookie('partner')).toBe('beeline');
  });
});
