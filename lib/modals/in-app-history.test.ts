/** @jest-environment jsdom */
import { canGoBackInApp, hasInAppHistory, notePathname } from './in-app-history';

function arriveWith({ historyLength, referrer }: { historyLength: number; referrer: string }) {
  jest.spyOn(window.history, 'length', 'get').mockReturnValue(historyLength);
  jest.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

afterEach(() => jest.restoreAllMocks());

describe('in-app history', () => {
  it('never goes back to another site: a viewer who came from a search engine has no page of ours behind', () => {
    arriveWith({ historyLength: 3, referrer: 'https://search.example/?q=dala+tv' });
    expect(canGoBackInApp()).toBe(false);
    arriveWith({ historyLength: 3, referrer: '' });
    expect(canGoBackInApp()).toBe(false);
  });

  it('goes back to a page of ours opened by a full load', () => {
    arriveWith({ historyLength: 2, referrer: `${window.location.origin}/channels` });
    expect(canGoBackInApp()).toBe(true);
    arriveWith({ historyLength: 1, referrer: `${window.location.origin}/channels` });
    expect(canGoBackInApp()).toBe(false);
  });

  it('is empty on the landing page and set after moving to another page, which back then returns to', () => {
    arriveWith({ historyLength: 2, referrer: 'https://search.example/' });
    notePathname('/');
    notePathname('/');
    expect(hasInAppHistory()).toBe(false);
    expect(canGoBackInApp()).toBe(false);
    notePathname('/contents/the-red-sky');
    expect(hasInAppHistory()).toBe(true);
    expect(canGoBackInApp()).toBe(true);
  });
});
